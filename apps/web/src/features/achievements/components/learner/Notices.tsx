import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useMarkNoticesSeen, useNotices } from '../../api/notices';
import { toNoticeItems, type NoticeItem } from './notice-items';

/** The toast UI (Radix Toast) loads only once there is something to say, keeping it off every page's first load. */
const NoticeToasts = lazy(() => import('./NoticeToasts'));

/**
 * Mounted once in the signed-in shell: reads GET /api/notices (on sign-in and whenever a change that can award XP
 * invalidates it), shows each new notice as a toast, then marks them told with POST /api/notices/seen.
 */
export function Notices() {
  const notices = useNotices();
  const { mutate: markSeen } = useMarkNoticesSeen();
  const [items, setItems] = useState<NoticeItem[]>([]);
  /** Every notice already shown, so a refetch that still lists one (the seen mark failed) does not repeat it. */
  const shown = useRef(new Set<string>());
  const data = notices.data;

  useEffect(() => {
    if (!data) return;
    const all = toNoticeItems(data);
    if (all.length === 0) return;
    const fresh = all.filter((item) => !shown.current.has(item.id));
    for (const item of fresh) shown.current.add(item.id);
    if (fresh.length > 0) setItems((previous) => [...previous, ...fresh]);
    markSeen(data.through);
  }, [data, markSeen]);

  const dismiss = useCallback((id: string) => setItems((previous) => previous.filter((item) => item.id !== id)), []);

  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeToasts items={items} onDismiss={dismiss} />
    </Suspense>
  );
}
