import { messages, type NoticesResponse } from '@woodshed/shared';

/** One toast: a stable id (so the same notice is never shown twice) and the sentence it says. */
export interface NoticeItem {
  id: string;
  text: string;
}

/** The notices as toasts: each achievement earned (oldest first, as the server lists them), then the level reached. */
export function toNoticeItems(notices: NoticesResponse): NoticeItem[] {
  const items: NoticeItem[] = notices.achievements.map((earned) => ({
    id: `achievement:${earned.achievementId}:${earned.earnedAt}`,
    text: messages.achievements.earnedNotice(earned.title, earned.xpAwarded),
  }));
  if (notices.levelReached !== null) {
    items.push({
      id: `level:${notices.levelReached}`,
      text: messages.achievements.levelUpNotice(notices.levelReached),
    });
  }
  return items;
}
