// The chords feature's public surface: other features (e.g. collections) import from here only.
export { ChordPicture } from './components/ChordPicture';
