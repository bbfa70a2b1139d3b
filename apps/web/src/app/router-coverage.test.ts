import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES, SAMPLE_ID } from '../../../../e2e/support/routes';

/**
 * The e2e route list (every page opened at 390 px, checked by axe, rendered for each role) must name every page of the
 * route table, so a new page cannot be left out of those walks.
 */
function routeTablePages(): string[] {
  const source = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
  const adminStart = source.indexOf("path: '/admin'");
  return [...source.matchAll(/page\(\s*'([^']+)'/g)]
    .filter(([, path]) => path !== '*')
    .map((match) => {
      const path = match[1]!;
      return match.index > adminStart && !path.startsWith('/') ? `/admin/${path}` : path;
    });
}

const sampled = (path: string) => path.replace(/:[A-Za-z]+/g, SAMPLE_ID);
const walked = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES, ...ADMIN_ROUTES].map((route) => route.split(/[?#]/)[0]);

describe('the e2e route list', () => {
  it('reads the route table (a sanity check of the reading itself)', () => {
    const pages = routeTablePages();
    expect(pages.length).toBeGreaterThan(60);
    expect(pages).toContain('/update-password');
    expect(pages).toContain('/admin/courses/:courseId/modules/:moduleId/edit');
  });

  it('names every page of the route table', () => {
    const missing = routeTablePages().filter((path) => !walked.includes(sampled(path)));
    expect(missing).toEqual([]);
  });
});
