export const CONTENT_TYPES = ['article', 'video', 'exercise', 'jam_track', 'repertoire'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The URL segment of each type: /library/{segment} and /library/{segment}/{id} (jam tracks use a hyphen). */
export const CONTENT_TYPE_SEGMENTS = {
  article: 'articles',
  video: 'videos',
  exercise: 'exercises',
  repertoire: 'repertoire',
  jam_track: 'jam-tracks',
} as const satisfies Record<ContentType, string>;
export type ContentTypeSegment = (typeof CONTENT_TYPE_SEGMENTS)[ContentType];

export const CONTENT_TYPE_LABELS = {
  article: { singular: 'Article', plural: 'Articles' },
  video: { singular: 'Video', plural: 'Videos' },
  exercise: { singular: 'Exercise', plural: 'Exercises' },
  repertoire: { singular: 'Piece', plural: 'Repertoire' },
  jam_track: { singular: 'Jam Track', plural: 'Jam Tracks' },
} as const satisfies Record<ContentType, { singular: string; plural: string }>;

export const LIBRARY_PAGE_SIZE = 24;
