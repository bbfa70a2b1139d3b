// The Practice Materials feature's public surface: the library-and-chords picker, also used for a session summary's
// homework (features/summaries).
export { MaterialPicker, type MaterialPickerProps } from './components/MaterialPicker';
