// The tempo log's public surface (issue 19): the panel the library item pages and the chord dialog show, and the
// history and log hooks the metronome uses for the item it was opened for.
export { TempoLogPanel } from './components/TempoLogPanel';
export { useTempoHistory } from './api/history';
export { useLogTempo, wasReplaced } from './api/log-tempo';
