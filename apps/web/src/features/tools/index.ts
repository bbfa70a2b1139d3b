// The tools feature's public surface: the plucked-string tone other features may sound (after a user gesture).
export { playPluck } from './audio/pluck';
