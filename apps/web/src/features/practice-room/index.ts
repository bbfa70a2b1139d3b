// The practice room's public surface (issue 19): the practice timer (its compact bar for the app shell, the large
// card for /practice and the stop dialog's pending session). The chord-change trainer is reached by its route.
export { PracticeTimerBar } from './components/PracticeTimerBar';
export { PracticeTimerCard } from './components/PracticeTimerCard';
export { usePendingTimerLog, type PendingTimerLog } from './timer/timer-store';
