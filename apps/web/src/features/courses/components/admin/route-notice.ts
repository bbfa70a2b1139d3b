import { routeNoticeState } from '@/components/ui/route-notice';

/**
 * Kept only for CourseForm and ModuleForm, which are being moved to the form kit: new code calls
 * `routeNoticeState` (components/ui/route-notice.ts) itself. Delete this file once they do.
 */
export const noticeState = (notice: string) => routeNoticeState(notice);
