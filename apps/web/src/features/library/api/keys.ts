import type { LibraryListQuery } from '@woodshed/shared';

/** The list request as the web app sends it (and as it appears in the query key). */
export type LibraryListParams = Omit<LibraryListQuery, 'includeUnpublished'> & {
  page: number;
  pageSize: number;
  includeUnpublished?: 'true';
};

/** Query keys of the library feature: ['library', 'list', params] and ['library', 'detail', id]. */
export const libraryKeys = {
  all: ['library'] as const,
  lists: () => ['library', 'list'] as const,
  list: (params: LibraryListParams) => ['library', 'list', params] as const,
  details: () => ['library', 'detail'] as const,
  detail: (id: string) => ['library', 'detail', id] as const,
};
