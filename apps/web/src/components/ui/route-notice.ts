import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BannerTone } from './Banner';

/**
 * A one-off banner handed to the next page in router state ('Saved "Scales".', 'Failed to load event'): the page
 * that saved navigates with `routeNoticeState(…)`, the page it lands on shows `useRouteNotice()` in a `Banner`.
 */
export interface RouteNotice {
  tone: BannerTone;
  message: string;
}

/** Router state carrying a notice (`navigate(to, { state: routeNoticeState('Saved "Scales".') })`). */
export function routeNoticeState(message: string, tone: BannerTone = 'success'): { notice: RouteNotice } {
  return { notice: { tone, message } };
}

/** The notice in a router state, if it holds one (state comes from history, so it is checked, not trusted). */
export function readRouteNotice(state: unknown): RouteNotice | null {
  if (!state || typeof state !== 'object') return null;
  const notice = (state as { notice?: unknown }).notice;
  if (!notice || typeof notice !== 'object') return null;
  const { tone, message } = notice as { tone?: unknown; message?: unknown };
  if ((tone === 'error' || tone === 'success' || tone === 'info') && typeof message === 'string') {
    return { tone, message };
  }
  return null;
}

/**
 * The notice handed over by the page before, shown once: the state is cleared at once (replacing the entry), so
 * a reload or a return through history does not repeat it.
 */
export function useRouteNotice(): RouteNotice | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => readRouteNotice(location.state));
  useEffect(() => {
    if (readRouteNotice(location.state)) {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      );
    }
  }, [location.pathname, location.search, location.hash, location.state, navigate]);
  return notice;
}
