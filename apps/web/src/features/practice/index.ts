// The practice feature's public surface: the dialog that offers to log a stopped practice timer (the app shell
// shows it on every page).
export { TimerLogDialog } from './components/TimerLogDialog';
