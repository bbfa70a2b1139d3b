// The metronome feature's public surface: the engine hook and the compact controls (for the practice bar).
export { useMetronome } from './hooks/use-metronome';
export { MetronomeControls } from './components/MetronomeControls';
