// The library feature's public surface: other features (the Add Material picker, the dashboard's bookmarks) import from here only.
import { lazy } from 'react';
export { libraryKeys } from './api/keys';
export { libraryListQueryOptions } from './api/list';
export { DifficultyBadge } from './components/Badges';

/**
 * The video player of video items (YouTube, Vimeo, files on this site), for course modules. Loaded on first use:
 * exported directly, it went into every page that imports this index (the dashboard's first load grew by 1.8 KB).
 */
export const VideoPlayer = lazy(() =>
  import('./components/detail/VideoPlayer').then((module) => ({ default: module.VideoPlayer })),
);
