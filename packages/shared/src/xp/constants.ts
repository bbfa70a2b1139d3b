export const LEVEL_COUNT = 50;
export const XP_HISTORY_PAGE_SIZE = 10;
