import { sampleInputs } from '../modules/library/test-fixtures.ts';
import { anyUser, call, ownRows, type RouteCase, type World } from './route-cases.ts';

/**
 * The practice room's routes of the route catalogue (issue 19): the tempo log and the chord-change trainer. Every
 * signed-in user logs on their own; an entry of learner A's is hidden from everyone else, superadmins included.
 */

/** A new published exercise each time, so a tempo logged on it is always a new entry (201), never a replacement. */
async function publishedExercise(world: World): Promise<string> {
  return (await call(world, world.users.superadmin, 'POST', '/api/admin/library', sampleInputs.exercise)).id;
}

async function twoChords(world: World): Promise<[string, string]> {
  const { items } = (await call(world, world.users.owner, 'GET', '/api/chords')) as unknown as {
    items: Array<{ id: string }>;
  };
  return [items[0]!.id, items[1]!.id];
}

async function tempoEntryOfOwner(world: World): Promise<string> {
  const itemId = await publishedExercise(world);
  const logged = (await call(world, world.users.owner, 'POST', '/api/tempo-log', {
    itemType: 'exercise',
    itemId,
    bpm: 92,
  })) as unknown as { entry: { id: string } };
  return logged.entry.id;
}

export const PRACTICE_ROOM_ROUTES: Record<string, RouteCase> = {
  'POST /api/tempo-log': {
    expect: anyUser(201),
    prepare: async (world) => ({
      path: '/api/tempo-log',
      body: { itemType: 'exercise', itemId: await publishedExercise(world), bpm: 96, note: 'clean' },
    }),
  },
  'GET /api/tempo-log': {
    expect: anyUser(200),
    prepare: async (world) => ({ path: `/api/tempo-log?itemType=exercise&itemId=${await publishedExercise(world)}` }),
  },
  'GET /api/tempo-log/summary': { expect: anyUser(200), prepare: async () => ({ path: '/api/tempo-log/summary' }) },
  'DELETE /api/tempo-log/:id': {
    expect: ownRows(204),
    prepare: async (world) => ({ path: `/api/tempo-log/${await tempoEntryOfOwner(world)}` }),
  },
  'POST /api/chord-changes': {
    expect: anyUser(201),
    prepare: async (world) => {
      const [chordAId, chordBId] = await twoChords(world);
      return { path: '/api/chord-changes', body: { chordAId, chordBId, changes: 32, logPractice: false } };
    },
  },
  'GET /api/chord-changes': {
    expect: anyUser(200),
    prepare: async (world) => {
      const [chordAId, chordBId] = await twoChords(world);
      return { path: `/api/chord-changes?chordAId=${chordAId}&chordBId=${chordBId}` };
    },
  },
};
