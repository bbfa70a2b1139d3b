import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const KEY = 'calendarNotice';

export interface RouteNotice {
  tone: 'success' | 'error';
  text: string;
}

/** Router state that hands a notice to the next page ('Created "Blues jam".', 'Failed to load event'). */
export const noticeState = (notice: RouteNotice) => ({ [KEY]: notice });

function readNotice(state: unknown): RouteNotice | null {
  const notice = (state as Record<string, unknown> | null)?.[KEY] as Partial<RouteNotice> | undefined;
  return notice && typeof notice.text === 'string' && (notice.tone === 'success' || notice.tone === 'error')
    ? { tone: notice.tone, text: notice.text }
    : null;
}

/** The notice handed over by the page before, shown once (the state is cleared, so a reload does not repeat it). */
export function useRouteNotice(): RouteNotice | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => readNotice(location.state));
  useEffect(() => {
    if (readNotice(location.state)) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location.pathname, location.search, location.state, navigate]);
  return notice;
}
