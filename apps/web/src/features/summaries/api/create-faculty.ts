import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Faculty, FacultyInput } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateFaculty } from './keys';

/** POST /api/admin/faculty → 201 Faculty; 400 names the field. */
export function createFaculty(body: FacultyInput): Promise<Faculty> {
  return api.post<'/api/admin/faculty', Faculty>(apiUrl('/api/admin/faculty', {}), body);
}

export function useCreateFaculty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFaculty, onSuccess: () => void invalidateFaculty(queryClient) });
}
