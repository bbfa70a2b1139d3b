import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Faculty, FacultyInput } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateFaculty } from './keys';

/** PUT /api/admin/faculty/:id → the saved faculty member; 404 when gone. */
export function updateFaculty({ facultyId, body }: { facultyId: string; body: FacultyInput }): Promise<Faculty> {
  return api.put<'/api/admin/faculty/{id}', Faculty>(apiUrl('/api/admin/faculty/{id}', { id: facultyId }), body);
}

export function useUpdateFaculty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateFaculty, onSuccess: () => void invalidateFaculty(queryClient) });
}
