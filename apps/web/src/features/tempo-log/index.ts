// The tempo log's public surface (issue 19): the panel the library item pages and the chord dialog show.
export { TempoLogPanel } from './components/TempoLogPanel';
