/** ['xp', 'levels'] is the level guide (LevelGuideResponse); ['xp', 'awards', {page, pageSize}] a history page. */
export const xpKeys = {
  all: ['xp'] as const,
  levels: () => ['xp', 'levels'] as const,
  awards: (page: number, pageSize: number) => ['xp', 'awards', { page, pageSize }] as const,
};
