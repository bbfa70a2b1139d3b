import { describe, expect, it } from 'vitest';
import { REDACTED, requestLogRedactor } from './log-redaction.ts';

/** The URL rules of the request logger (production-logs.test.ts checks the log of real requests). */
describe('the request log redactor', () => {
  const redactor = requestLogRedactor();
  for (const url of [
    '/api/calendar/feeds/:token',
    '/files/:folder/:key',
    '/api/goals/:id',
    '/api/invites/:code(^\\w+$)',
  ]) {
    redactor.onRoute({ url });
  }
  const R = REDACTED;

  it('replaces a secret route parameter however the path is spelled, and leaves other parameters', () => {
    expect(
      [
        '/api/calendar/feeds/abc',
        '/api/calendar/feeds/abc/',
        '/api/calendar/feeds/abc/more?x=1',
        '//api//calendar/feeds/abc',
        '/API/Calendar/%66eeds/abc',
        '/api/invites/XYZ123',
        '/files/library-assets/key-123.png',
        '/api/goals/4f1c',
        '/api/calendar/feeds',
        '/api/calendar/other/abc',
      ].map(redactor.redactUrl),
    ).toEqual([
      `/api/calendar/feeds/${R}`,
      `/api/calendar/feeds/${R}/`,
      `/api/calendar/feeds/${R}/more?x=1`,
      `//api//calendar/feeds/${R}`,
      `/API/Calendar/%66eeds/${R}`,
      `/api/invites/${R}`,
      '/files/library-assets/key-123.png',
      '/api/goals/4f1c',
      '/api/calendar/feeds',
      '/api/calendar/other/abc',
    ]);
  });

  it('replaces secret query parameters on any path, and leaves the others as they were', () => {
    expect(
      [
        '/api/reminders/unsubscribe?token=abc',
        '/update-password?access_token=abc&next=%2Fhome',
        '/x?page=2&Token=abc&code=9&secret=s&pageSize=10',
        '/x?to%6Ben=abc',
        '/x?token',
        '/x?tokens=keep&q=a+b',
      ].map(redactor.redactUrl),
    ).toEqual([
      `/api/reminders/unsubscribe?token=${R}`,
      `/update-password?access_token=${R}&next=%2Fhome`,
      `/x?page=2&Token=${R}&code=${R}&secret=${R}&pageSize=10`,
      `/x?to%6Ben=${R}`,
      `/x?token=${R}`,
      '/x?tokens=keep&q=a+b',
    ]);
  });

  it("serializes a request with Fastify's fields", () => {
    expect(
      redactor.serializeRequest({
        method: 'GET',
        url: '/api/calendar/feeds/abc',
        headers: { 'accept-version': '1' },
        host: 'example.org',
        ip: '10.0.0.1',
        socket: { remotePort: 4242 },
      }),
    ).toEqual({
      method: 'GET',
      url: `/api/calendar/feeds/${R}`,
      version: '1',
      host: 'example.org',
      remoteAddress: '10.0.0.1',
      remotePort: 4242,
    });
  });
});
