import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FacultyListResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { summariesKeys } from './keys';

/** GET /api/admin/faculty → every faculty member, by last name, then first name (superadmins). */
export function fetchFaculty(signal?: AbortSignal): Promise<FacultyListResponse> {
  return api.get<'/api/admin/faculty', FacultyListResponse>(apiUrl('/api/admin/faculty', {}), { signal });
}

export function facultyQueryOptions() {
  return queryOptions({ queryKey: summariesKeys.faculty(), queryFn: ({ signal }) => fetchFaculty(signal) });
}

export function useFaculty() {
  return useQuery(facultyQueryOptions());
}
