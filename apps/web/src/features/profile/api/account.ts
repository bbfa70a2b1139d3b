import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, type DeleteAccountRequest } from '@woodshed/shared';
import { storeSignedOut } from '@/features/auth';
import { api } from '@/lib/api';

export const accountExportUrls = {
  everything: '/api/account/export',
  practiceCsv: '/api/account/export/practice-sessions.csv',
};

/**
 * DELETE /api/account { password } → 204; then the app forgets the user, and the page's guard sends them to the
 * sign-in page, which says the account is gone.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => api.delete<'/api/account'>('/api/account', { body: request }),
    onSuccess: () => storeSignedOut(queryClient, { tone: 'success', message: messages.account.deleted }),
  });
}
