import type { BannerTone } from '@/components/ui/Banner';

/** A one-off banner for the library hub, carried in router state (e.g. 'Failed to load article data'). */
export interface AdminNotice {
  tone: BannerTone;
  message: string;
}

export const adminNoticeState = (message: string, tone: BannerTone = 'error') => ({ notice: { tone, message } });

export function readAdminNotice(state: unknown): AdminNotice | null {
  if (!state || typeof state !== 'object') return null;
  const notice = (state as { notice?: unknown }).notice;
  if (!notice || typeof notice !== 'object') return null;
  const { tone, message } = notice as { tone?: unknown; message?: unknown };
  if ((tone === 'error' || tone === 'success' || tone === 'info') && typeof message === 'string')
    return { tone, message };
  return null;
}
