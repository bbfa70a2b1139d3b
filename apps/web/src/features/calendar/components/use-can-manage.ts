import { useAuth } from '@/features/auth';

/** Event creators manage their own events; superadmins may too (their own only). */
export function useCanManageEvents(): boolean {
  const { user } = useAuth();
  return user !== null && (user.eventCreator || user.isSuperadmin);
}
