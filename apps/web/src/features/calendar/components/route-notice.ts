import { routeNoticeState } from '@/components/ui/route-notice';

/**
 * Kept only for EventForm, which is being moved to the form kit: new code calls `routeNoticeState`
 * (components/ui/route-notice.ts) itself. Delete this file once it does.
 */
export const noticeState = ({ tone, text }: { tone: 'success' | 'error'; text: string }) =>
  routeNoticeState(text, tone);
