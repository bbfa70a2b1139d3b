// The chords feature's public surface: other features (the Practice Materials page and its picker) import from here only.
export { chordsQueryOptions } from './api/list';
export { ChordPicture } from './components/ChordPicture';
