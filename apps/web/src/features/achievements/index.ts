// The achievements feature's public surface: the signed-in shell mounts the notices (achievement and level-up toasts).
export { Notices } from './components/learner/Notices';
