// The chords feature's public surface: other features (e.g. collections) import from here only.
export { chordsQueryOptions } from './api/list';
export { ChordPicture } from './components/ChordPicture';
