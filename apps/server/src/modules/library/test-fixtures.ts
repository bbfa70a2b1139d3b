import type { ContentType, LibraryContentInput, LibraryDetail } from '@woodshed/shared';
import type { TestContext, TestUser } from '../../test/harness.ts';

/** A complete, valid admin input of each type (what the forms send). */
export const sampleInputs = {
  article: {
    contentType: 'article',
    title: 'Alternate Picking Basics',
    description: 'Build speed with strict alternate picking',
    category: 'Technique',
    difficulty: 'beginner',
    thumbnailUrl: 'https://images.example.test/picking.jpg',
    details: { readTime: '5 min read', content: '<p>Down, up, <strong>down</strong>.</p>' },
  },
  video: {
    contentType: 'video',
    title: 'Hybrid Picking Lesson',
    description: 'Pick and fingers together',
    category: 'Technique',
    difficulty: 'intermediate',
    thumbnailUrl: '/files/images/5e0a1c9b-7d3f-4a2e-8b6c-9d8e7f6a5b4c.png',
    details: { instructor: 'Sam Rivers', duration: '12:30', videoUrl: 'https://www.youtube.com/watch?v=abc123' },
  },
  exercise: {
    contentType: 'exercise',
    title: 'Spider Walk',
    description: 'A chromatic warm-up across all strings',
    category: 'Warmup',
    difficulty: 'beginner',
    thumbnailUrl: null,
    details: {
      duration: '10 min',
      focusAreas: ['Technique', 'Scales'],
      instructions: '<ol><li>Fret 1-2-3-4</li><li>Move up a string</li></ol>',
    },
  },
  repertoire: {
    contentType: 'repertoire',
    title: 'Blackbird',
    description: 'Fingerstyle classic in G',
    category: 'Fingerstyle',
    difficulty: 'intermediate',
    thumbnailUrl: '',
    details: {
      genre: 'Folk',
      key: 'G',
      tempo: 94,
      composer: 'Lennon-McCartney',
      sheetMusicUrl: 'https://sheets.example.test/blackbird.pdf',
      tabUrl: '/files/documents/a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d.pdf',
      backingTrackUrl: 'https://audio.example.test/blackbird.mp3',
    },
  },
  jam_track: {
    contentType: 'jam_track',
    title: 'Slow Blues in A',
    description: 'Twelve-bar shuffle to solo over',
    category: 'Blues',
    difficulty: 'beginner',
    thumbnailUrl: 'https://images.example.test/blues.jpg',
    details: {
      genre: 'Blues',
      key: 'A',
      tempo: 70,
      duration: '4:10',
      chordProgression: ['A7', 'D7', 'A7', 'E7'],
      backingTrackUrl: '/files/audios/c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f.mp3',
    },
  },
} as const satisfies { [T in ContentType]: Extract<LibraryContentInput, { contentType: T }> };

/** A sample input of the type, with fields replaced (details are merged). */
export function inputOf<T extends ContentType>(
  type: T,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const base = sampleInputs[type] as Record<string, unknown>;
  const details = { ...(base.details as object), ...((overrides.details as object | undefined) ?? {}) };
  return { ...base, ...overrides, details };
}

/** Creates an item through the admin API and answers its detail. */
export async function createItem(
  ctx: TestContext,
  admin: TestUser,
  body: Record<string, unknown>,
): Promise<LibraryDetail> {
  const response = await ctx.request('POST', '/api/admin/library', { as: admin, body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as LibraryDetail;
}

export const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;
