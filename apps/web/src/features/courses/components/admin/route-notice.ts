import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const KEY = 'courseAdminNotice';

/** Router state that hands a success notice to the next page ('Added "Scales".'). */
export const noticeState = (notice: string) => ({ [KEY]: notice });

function readNotice(state: unknown): string | null {
  const notice = (state as Record<string, unknown> | null)?.[KEY];
  return typeof notice === 'string' ? notice : null;
}

/** The notice handed over by the page before (shown once: the state is cleared, so a reload does not repeat it). */
export function useRouteNotice(): string | null {
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
