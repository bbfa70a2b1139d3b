import { rm } from 'node:fs/promises';
import { SESSION_COOKIE, messages } from '@woodshed/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, sampleInputs } from './modules/library/test-fixtures.ts';
import { accessPlugin } from './modules/auth/index.ts';
import { createTestContext, type TestContext, type TestUser } from './test/harness.ts';
import * as sample from './test/sample-files.ts';

/** Each finding of the security review (issue 10), replayed as the attacker sent it. */

let ctx: TestContext;
let learner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  learner = await ctx.createUser();
  admin = await ctx.createUser({ isSuperadmin: true });
});
afterAll(async () => {
  await ctx.close();
  await rm(ctx.app.config.dataDir, { recursive: true, force: true });
});

const ENCODED_API = ['/%61pi', '/ap%69', '/%61%70%69'];
/** What the attacker sent: no cookie, no X-Requested-With, a foreign Origin. */
const attackerHeaders = { origin: 'https://evil.example', host: 'localhost:3000' };

describe('encoded API paths meet the same checks as the plain ones', () => {
  it.each(ENCODED_API)('%s/admin/files is refused to a signed-out client', async (prefix) => {
    await ctx.app.files.save({ category: 'image', name: 'secret.png', data: sample.png });
    const response = await ctx.app.inject({ method: 'GET', url: `${prefix}/admin/files` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: messages.auth.signedOut } });
    expect(response.body).not.toContain('secret');
  });

  it.each(ENCODED_API)('%s: no anonymous upload, rename, tagging or deletion', async (prefix) => {
    const file = await ctx.app.files.save({ category: 'image', name: 'keep.png', data: sample.png });
    const form = sample.multipartForm([
      { name: 'category', value: 'image' },
      { name: 'file', filename: 'x.png', contentType: 'image/png', data: sample.png },
    ]);
    const attempts = [
      ctx.app.inject({
        method: 'POST',
        url: `${prefix}/admin/uploads`,
        headers: { ...attackerHeaders, ...form.headers },
        payload: form.body,
      }),
      ctx.app.inject({
        method: 'PATCH',
        url: `${prefix}/admin/files/${file.id}`,
        headers: attackerHeaders,
        payload: { name: 'pwned' },
      }),
      ctx.app.inject({
        method: 'POST',
        url: `${prefix}/admin/files/${file.id}/tags`,
        headers: attackerHeaders,
        payload: { tag: 'pwned' },
      }),
      ctx.app.inject({ method: 'DELETE', url: `${prefix}/admin/files/${file.id}`, headers: attackerHeaders }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('csrf');
    }
    // With the CSRF header but no session, the access check answers.
    const signedOut = await ctx.request('DELETE', `${prefix}/admin/files/${file.id}`);
    expect(signedOut.statusCode).toBe(401);
    expect(await ctx.app.files.get(file.id)).toMatchObject({ name: 'keep.png', tags: [] });
  });

  it('an encoded path cannot delete a published library item, even for a signed-in learner', async () => {
    const created = await ctx.request('POST', '/api/admin/library', { as: admin, body: sampleInputs.article });
    const { id } = created.json() as { id: string };
    for (const prefix of ENCODED_API) {
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: `${prefix}/admin/library/${id}`, headers: attackerHeaders }))
          .statusCode,
      ).toBe(403);
      expect((await ctx.request('DELETE', `${prefix}/admin/library/${id}`)).statusCode).toBe(401);
      expect((await ctx.request('DELETE', `${prefix}/admin/library/${id}`, { as: learner })).statusCode).toBe(403);
    }
    expect((await ctx.request('GET', `/api/library/${id}`, { as: learner })).statusCode).toBe(200);
  });

  it("an encoded sign-out without the CSRF header does not end the victim's session", async () => {
    const victim = await ctx.createUser();
    for (const prefix of ENCODED_API) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${prefix}/auth/logout`,
        cookies: { [SESSION_COOKIE]: victim.cookie },
      });
      expect(response.statusCode).toBe(403);
    }
    const session = await ctx.request('GET', '/api/auth/session', { as: victim });
    expect((session.json() as { user: { id: string } | null }).user?.id).toBe(victim.id);
  });
});

describe('deny by default', () => {
  it('refuses to start with any route, API or not, that declares no access level', async () => {
    for (const url of ['/api/undeclared', '/report', '/files-export']) {
      const app = Fastify();
      app.decorate('config', ctx.app.config);
      app.decorate('db', ctx.database.db);
      await app.register(accessPlugin);
      expect(() => app.get(url, async () => 'secret')).toThrow(`Route GET ${url} declares no access level`);
      await app.close();
    }
  });

  it('a request that matches no route gets no data, in the envelope, with the security headers', async () => {
    const response = await ctx.request('GET', '/api/admin/everything', { as: admin });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('CSRF', () => {
  it.each([
    ['another scheme', 'https://localhost:3000'],
    ['another port', 'http://localhost:3001'],
    ['another host', 'http://localhost.evil.example:3000'],
    ['an opaque origin', 'null'],
  ])('refuses an Origin with %s than the site', async (_name, origin) => {
    const response = await ctx.request('POST', '/api/goals', {
      as: learner,
      headers: { origin, host: 'localhost:3000' },
      body: { title: 'x', targetDate: '2026-12-01' },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('csrf');
  });

  it('applies to mutating requests outside the API too', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/healthz' });
    expect(response.statusCode).toBe(403);
  });
});

describe('text that cannot be stored is refused with a 400 naming the field', () => {
  const nul = 'bad\u0000text';
  let goalId: string;
  let collectionId: string;
  let materialId: string;
  let chord: { id: string; name: string; triadType: string; notes: string[]; intervals: string[]; fingering: unknown };

  beforeAll(async () => {
    goalId = (
      await ctx.request('POST', '/api/goals', { as: learner, body: { title: 'Vibrato', targetDate: '2026-12-31' } })
    ).json().id;
    collectionId = (await ctx.request('POST', '/api/collections', { as: learner, body: { title: 'Licks' } })).json().id;
    chord = (await ctx.request('GET', '/api/chords', { as: learner })).json().items[0];
    materialId = (
      await ctx.request('POST', `/api/collections/${collectionId}/materials`, {
        as: learner,
        body: { materialType: 'chord', materialId: chord.id },
      })
    ).json().id;
  });

  const today = new Date().toISOString().slice(0, 10);
  it.each([
    ['practice notes', 'POST', '/api/practice/sessions', () => ({ date: today, duration: 5, notes: nul }), 'notes'],
    [
      'a practice focus area',
      'POST',
      '/api/practice/sessions',
      () => ({ date: today, duration: 5, focusAreas: ['ok', nul] }),
      'focusAreas.1',
    ],
    ['a goal title', 'POST', '/api/goals', () => ({ title: nul, targetDate: '2026-12-31' }), 'title'],
    [
      'a goal description',
      'PUT',
      () => `/api/goals/${goalId}`,
      () => ({ title: 'Vibrato', targetDate: '2026-12-31', description: nul }),
      'description',
    ],
    [
      'a milestone',
      'POST',
      '/api/goals',
      () => ({ title: 'Barre', targetDate: '2026-12-31', milestones: [{ description: nul }] }),
      'milestones.0.description',
    ],
    ['a collection title', 'POST', '/api/collections', () => ({ title: nul }), 'title'],
    [
      'a collection description',
      'PUT',
      () => `/api/collections/${collectionId}`,
      () => ({ title: 'Licks', description: nul, icon: 'Folder', color: '#4F46E5' }),
      'description',
    ],
    [
      'material notes',
      'PATCH',
      () => `/api/collections/${collectionId}/materials/${materialId}`,
      () => ({ notes: nul }),
      'notes',
    ],
    ['an admin library title', 'POST', '/api/admin/library', () => ({ ...sampleInputs.article, title: nul }), 'title'],
    [
      'a chord name',
      'PUT',
      () => `/api/admin/chords/${chord.id}`,
      () => ({ ...chord, id: undefined, name: nul }),
      'name',
    ],
  ] as const)('%s', async (_name, method, url, body, field) => {
    const as = url === '/api/admin/library' || field === 'name' ? admin : learner;
    const response = await ctx.request(method, typeof url === 'function' ? url() : url, { as, body: body() });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'validation', field, message: messages.errors.nulCharacter(field) });
  });

  it('a file tag', async () => {
    const file = await ctx.app.files.save({ category: 'image', name: 'tags.png', data: sample.png });
    const response = await ctx.request('POST', `/api/admin/files/${file.id}/tags`, { as: admin, body: { tag: nul } });
    expect(errorOf(response)).toEqual({
      code: 'validation',
      field: 'tag',
      message: messages.errors.nulCharacter('tag'),
    });
  });

  it('a library category in the query', async () => {
    const response = await ctx.request('GET', '/api/library?category=a%00b', { as: learner });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation',
      field: 'category',
      message: messages.errors.nulCharacter('category'),
    });
  });

  it('an unpaired surrogate, which would otherwise be stored as a replacement character', async () => {
    const response = await ctx.request('POST', '/api/goals', {
      as: learner,
      body: { title: 'Bends \ud83d', targetDate: '2026-12-31' },
    });
    expect(errorOf(response)).toEqual({
      code: 'validation',
      field: 'title',
      message: messages.errors.brokenText('title'),
    });
  });

  it('absurdly deep JSON', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await ctx.request('POST', '/api/goals', {
      as: learner,
      body: `{"title":"Deep","targetDate":"2026-12-31","milestones":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(messages.errors.tooDeep);
  });
});

describe('dates and URLs that used to answer 500', () => {
  it.each(['0000-01-01', '1899-12-31'])('a goal dated %s is refused', async (targetDate) => {
    const response = await ctx.request('POST', '/api/goals', { as: learner, body: { title: 'Old', targetDate } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ field: 'targetDate', message: messages.goals.dateTooEarly });
  });

  it('a milestone dated 0000-01-01 is refused', async () => {
    const response = await ctx.request('POST', '/api/goals', {
      as: learner,
      body: { title: 'Old', targetDate: '2026-12-31', milestones: [{ description: 'x', targetDate: '0000-01-01' }] },
    });
    expect(response.statusCode).toBe(400);
  });

  it('an id holding a NUL character names nothing: 404', async () => {
    const response = await ctx.request('GET', '/api/goals/a%00b', { as: learner });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
  });

  it('an undecodable URL gets the envelope and the security headers, without echoing the URL', async () => {
    const response = await ctx.request('GET', '/api/goals/%zz', { as: learner });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation', message: messages.errors.badUrl } });
    expect(response.body).not.toContain('FST_');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['malformed JSON', '{"title":', 'application/json', 400, messages.errors.invalidJson],
    ['an empty JSON body', '', 'application/json', 400, messages.errors.emptyJson],
    [
      'a body of another type',
      'title=x',
      'application/x-www-form-urlencoded',
      415,
      messages.errors.unsupportedMediaType,
    ],
  ])("%s gets the envelope in our words, never Fastify's", async (_name, payload, contentType, status, message) => {
    const response = await ctx.request('POST', '/api/goals', {
      as: learner,
      body: payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code: 'validation', message } });
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});

describe('caching of private answers', () => {
  it.each(['/api/goals', '/api/dashboard', '/api/auth/session', '/api/practice/sessions', '/api/nothing-here'])(
    '%s is sent with Cache-Control: no-store',
    async (url) => {
      const response = await ctx.request('GET', url, { as: learner });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('error answers are not stored either', async () => {
    expect((await ctx.request('GET', '/api/goals')).headers['cache-control']).toBe('no-store');
  });
});
