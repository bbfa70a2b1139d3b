import { useQueryClient } from '@tanstack/react-query';
import { messages, type LibraryItem } from '@woodshed/shared';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { fetchLibraryExists } from '../api/exists';
import { libraryKeys } from '../api/keys';

/**
 * Opening an item from the all-resources list: first ask whether it still exists and
 * is published; open it if so, else say why not ('Content does not exist (or is unpublished).' on 404,
 * 'There was an error verifying this content.' otherwise).
 */
export function useOpenCheckedItem() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isSuperadmin } = useAuth();
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);

  const open = useCallback(
    async (item: LibraryItem) => {
      if (busy.current) return;
      // Superadmins list unpublished items on purpose and may open them; the check would refuse.
      if (isSuperadmin && !item.published) {
        void navigate(paths.libraryItem(item));
        return;
      }
      busy.current = true;
      setOpeningId(item.id);
      try {
        const found = await fetchLibraryExists(item.id);
        void navigate(paths.libraryItem(found));
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          setProblem(messages.library.contentMissing);
          // The list showed something that is gone: refresh it.
          void queryClient.invalidateQueries({ queryKey: libraryKeys.lists() });
        } else {
          setProblem(messages.library.verifyFailed);
        }
      } finally {
        busy.current = false;
        setOpeningId(null);
      }
    },
    [isSuperadmin, navigate, queryClient],
  );

  return { open, openingId, problem, dismissProblem: () => setProblem(null) };
}
