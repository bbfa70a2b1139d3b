import { sampleEventInput } from '../modules/calendar/test-fixtures.ts';
import { anyUser, call, everyone, type Role, type RouteCase, type World } from './route-cases.ts';

/**
 * The calendar routes of the route catalogue (issue 17). An event creator manages only their own events: the event
 * here is the superadmin's (who passes the eventCreator level), so the event creator is told it does not exist and
 * learners are refused; the fuzz test, acting as the superadmin, reaches the real handler.
 */

const ownEventOfSuperadmin = (status: number): Record<Role, number> => ({
  signedOut: 401,
  owner: 403,
  otherLearner: 403,
  eventCreator: 404,
  superadmin: status,
});
const eventCreators = (status: number): Record<Role, number> => ({
  ...ownEventOfSuperadmin(status),
  eventCreator: status,
});

async function eventOfSuperadmin(world: World): Promise<string> {
  return (await call(world, world.users.superadmin, 'POST', '/api/calendar/events', sampleEventInput)).id;
}

const fixed = (path: string) => async () => ({ path });

export const CALENDAR_ROUTES: Record<string, RouteCase> = {
  'GET /api/calendar/occurrences': {
    expect: anyUser(200),
    prepare: fixed('/api/calendar/occurrences?from=2026-02-22&to=2026-04-04'),
  },
  'GET /api/calendar/events': { expect: eventCreators(200), prepare: fixed('/api/calendar/events') },
  'POST /api/calendar/events': {
    expect: eventCreators(201),
    prepare: async () => ({ path: '/api/calendar/events', body: sampleEventInput }),
  },
  'GET /api/calendar/events/:id': {
    expect: ownEventOfSuperadmin(200),
    prepare: async (world) => ({ path: `/api/calendar/events/${await eventOfSuperadmin(world)}` }),
  },
  'PUT /api/calendar/events/:id': {
    expect: ownEventOfSuperadmin(200),
    prepare: async (world) => ({
      path: `/api/calendar/events/${await eventOfSuperadmin(world)}`,
      body: { ...sampleEventInput, title: 'Group lesson (moved)', occurrences: null, recurrenceEndDate: '2026-06-30' },
    }),
  },
  'DELETE /api/calendar/events/:id': {
    expect: ownEventOfSuperadmin(204),
    prepare: async (world) => ({ path: `/api/calendar/events/${await eventOfSuperadmin(world)}` }),
  },
  'GET /api/calendar/events/:id/ics': {
    expect: anyUser(200),
    prepare: async (world) => ({ path: `/api/calendar/events/${await eventOfSuperadmin(world)}/ics` }),
  },
  'GET /api/calendar/feed': { expect: anyUser(200), prepare: fixed('/api/calendar/feed') },
  'POST /api/calendar/feed': { expect: anyUser(200), prepare: fixed('/api/calendar/feed') },
  'DELETE /api/calendar/feed': { expect: anyUser(204), prepare: fixed('/api/calendar/feed') },
  // A's live link opens the feed for anyone who has it (calendar apps send no cookie).
  'GET /api/calendar/feeds/:token': {
    expect: everyone(200),
    prepare: async (world) => {
      const { url } = (await call(world, world.users.owner, 'POST', '/api/calendar/feed')) as unknown as {
        url: string;
      };
      return { path: new URL(url).pathname };
    },
  },
};
