import type { BannerTone } from '@/components/ui/Banner';

/** A one-off banner carried to the next page through router navigation state. */
export interface Notice {
  tone: BannerTone;
  message: string;
}

/** What the guards and auth screens pass each other in `location.state`. */
export interface AuthLocationState {
  /** Where a signed-out visitor was going; they return there after signing in. */
  from?: string;
  notice?: Notice;
  /**
   * The e-mail typed on the sign-in form, carried to the reset form by "Forgot your password?". Router state,
   * not the query string, so the address stays out of server logs and the history's URLs.
   */
  email?: string;
}

export function readAuthLocationState(state: unknown): AuthLocationState {
  if (!state || typeof state !== 'object') return {};
  const { from, notice, email } = state as { from?: unknown; notice?: unknown; email?: unknown };
  const result: AuthLocationState = {};
  if (typeof from === 'string') result.from = from;
  if (typeof email === 'string') result.email = email;
  if (notice && typeof notice === 'object') {
    const { tone, message } = notice as { tone?: unknown; message?: unknown };
    if ((tone === 'error' || tone === 'success' || tone === 'info') && typeof message === 'string') {
      result.notice = { tone, message };
    }
  }
  return result;
}
