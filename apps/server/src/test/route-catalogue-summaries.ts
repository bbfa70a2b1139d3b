import { savePendingAttachment } from '../modules/summaries/index.ts';
import { anyUser, call, superadminOnly, type Role, type RouteCase, type World } from './route-cases.ts';
import * as sample from './sample-files.ts';

/**
 * Faculty and session summary routes of the route catalogue (issue 18). The summary here has learner A (the owner)
 * as its only member: A and superadmins read it and its attachment, everyone else is told it does not exist.
 */

const summaryMember = (status: number): Record<Role, number> => ({
  signedOut: 401,
  owner: status,
  otherLearner: 404,
  eventCreator: 404,
  superadmin: status,
});

const facultyInput = { firstName: 'Rosa', lastName: 'Delgado', title: 'Jazz guitar', bio: null, avatarUrl: null };

async function facultyMember(world: World): Promise<string> {
  return (await call(world, world.users.superadmin, 'POST', '/api/admin/faculty', facultyInput)).id;
}

async function pendingAttachment(world: World): Promise<string> {
  const { superadmin } = world.users;
  return (await savePendingAttachment(world.ctx.app.files, { name: 'notes.pdf', data: sample.pdf }, superadmin.id)).id;
}

async function summaryInput(world: World) {
  return {
    facultyId: await facultyMember(world),
    sessionDate: '2026-03-10T15:00:00Z',
    shortDescription: 'Barre chords',
    longDescription: '<p>F barre, slowly.</p>',
    isGroupSession: false,
    memberIds: [world.users.owner.id],
    attachmentIds: [await pendingAttachment(world)],
    homework: [],
  };
}

/** A summary of the owner's with one attachment. */
async function summaryOfOwner(world: World): Promise<{ id: string; attachmentUrl: string }> {
  const summary = await call(world, world.users.superadmin, 'POST', '/api/admin/session-summaries', {
    ...(await summaryInput(world)),
  });
  const [attachment] = summary.attachments as Array<{ url: string }>;
  return { id: summary.id, attachmentUrl: attachment!.url };
}

export const SUMMARY_ROUTES: Record<string, RouteCase> = {
  'GET /api/admin/faculty': { expect: superadminOnly(200), prepare: async () => ({ path: '/api/admin/faculty' }) },
  'POST /api/admin/faculty': {
    expect: superadminOnly(201),
    prepare: async () => ({ path: '/api/admin/faculty', body: facultyInput }),
  },
  'PUT /api/admin/faculty/:id': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/faculty/${await facultyMember(world)}`,
      body: { ...facultyInput, bio: 'Twenty years of teaching.' },
    }),
  },
  'DELETE /api/admin/faculty/:id': {
    expect: superadminOnly(204),
    prepare: async (world) => ({ path: `/api/admin/faculty/${await facultyMember(world)}` }),
  },
  'POST /api/admin/session-attachments': {
    expect: superadminOnly(201),
    prepare: async () => ({
      path: '/api/admin/session-attachments',
      form: [{ name: 'file', filename: 'notes.pdf', contentType: 'application/pdf', data: sample.pdf }],
    }),
  },
  'POST /api/admin/session-summaries': {
    expect: superadminOnly(201),
    prepare: async (world) => ({ path: '/api/admin/session-summaries', body: await summaryInput(world) }),
  },
  'DELETE /api/admin/session-summaries/:id': {
    expect: superadminOnly(204),
    prepare: async (world) => ({ path: `/api/admin/session-summaries/${(await summaryOfOwner(world)).id}` }),
  },
  'GET /api/session-summaries': {
    expect: anyUser(200),
    prepare: async () => ({ path: '/api/session-summaries?search=barre&type=private&page=1' }),
  },
  'GET /api/session-summaries/:id': {
    expect: summaryMember(200),
    prepare: async (world) => ({ path: `/api/session-summaries/${(await summaryOfOwner(world)).id}` }),
  },
  'GET /api/session-summaries/:id/attachments/:attachmentId': {
    expect: summaryMember(200),
    prepare: async (world) => ({ path: (await summaryOfOwner(world)).attachmentUrl }),
  },
};
