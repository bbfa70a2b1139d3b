import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionListResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { collectionsKeys } from './keys';

/** GET /api/collections → { items } newest first, each with its materials in order (an unavailable one has item null). */
export function fetchCollections(signal?: AbortSignal): Promise<CollectionListResponse> {
  return api.get<'/api/collections', CollectionListResponse>('/api/collections', { signal });
}

export function collectionsQueryOptions() {
  return queryOptions({ queryKey: collectionsKeys.list(), queryFn: ({ signal }) => fetchCollections(signal) });
}

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}
