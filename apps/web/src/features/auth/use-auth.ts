import type { SessionUser } from '@woodshed/shared';
import { useSession } from './api/session';
import type { Notice } from './location-state';

export interface AuthState {
  user: SessionUser | null;
  isSuperadmin: boolean;
  /** True until the first answer about the session arrives. */
  isLoading: boolean;
  /** The session could not be checked (server unreachable) and nothing is known yet. */
  isError: boolean;
  /** True right after a deliberate sign-out. */
  signedOut: boolean;
  /** What the sign-in page says after that sign-out, if anything. */
  signOutNotice: Notice | undefined;
  refetch: () => void;
}

export function useAuth(): AuthState {
  const { data, isPending, isError, refetch } = useSession();
  const user = data?.user ?? null;
  return {
    user,
    isSuperadmin: user?.isSuperadmin === true,
    isLoading: isPending && !isError,
    isError: isError && !data,
    signedOut: data?.signedOut === true,
    signOutNotice: data?.notice,
    refetch: () => void refetch(),
  };
}
