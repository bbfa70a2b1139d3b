import { useQuery } from '@tanstack/react-query';
import type { LevelGuideResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { xpKeys } from './keys';

/** GET /api/xp/levels → the level table and the viewer's level, XP and progress. */
export function fetchLevelGuide(signal?: AbortSignal): Promise<LevelGuideResponse> {
  return api.get<'/api/xp/levels', LevelGuideResponse>('/api/xp/levels', { signal });
}

/** The viewer's XP changes with every award, so each visit asks again while the cached copy shows at once. */
export function useLevelGuide() {
  return useQuery({ queryKey: xpKeys.levels(), queryFn: ({ signal }) => fetchLevelGuide(signal), staleTime: 0 });
}
