// The library feature's public surface: other features (the Add Material picker, the dashboard's bookmarks) import from here only.
export { libraryKeys } from './api/keys';
export { libraryListQueryOptions } from './api/list';
export { DifficultyBadge } from './components/Badges';
