// The library feature's public surface: other features (the collections picker) import from here only.
export { libraryListQueryOptions } from './api/list';
export { SEARCH_DEBOUNCE_MS } from './components/SearchBox';
