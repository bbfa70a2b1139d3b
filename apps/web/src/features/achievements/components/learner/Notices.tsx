import { useCallback, useEffect, useRef, useState } from 'react';
import { useMarkNoticesSeen, useNotices } from '../../api/notices';
import { toNoticeItems, type NoticeItem } from './notice-items';
import NoticeToasts from './NoticeToasts';

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

  // The status region is always there, so screen readers hear a notice that arrives (a live region added
  // together with its text is often not announced); the visible list is not live, so nothing is heard twice.
  return (
    <>
      <div role="status" className="sr-only">
        {items.at(-1)?.text}
      </div>
      {items.length > 0 && <NoticeToasts items={items} onDismiss={dismiss} />}
    </>
  );
}
