import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRouteTable } from './vite-route-table.ts';

const routerSource = readFileSync(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)), 'utf8');

describe('readRouteTable', () => {
  const pages = readRouteTable(routerSource);
  const page = (path: string) => pages.find((candidate) => candidate.path === path);

  it('finds every lazily loaded module of the route table on some page', () => {
    const imported = new Set([...routerSource.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1] ?? ''));
    const onPages = new Set(pages.flatMap((candidate) => candidate.specifiers));
    expect(imported.size).toBeGreaterThan(60);
    expect([...imported].filter((specifier) => !onPages.has(specifier))).toEqual([]);
    // One page per page() call and index route; none twice.
    expect(new Set(pages.map((candidate) => candidate.path)).size).toBe(pages.length);
  });

  it('gives each page its whole path, its area and its modules outermost first', () => {
    expect(page('/')).toEqual({
      path: '/',
      area: 'signed-in',
      specifiers: ['./layout/AppShell', '@/features/dashboard/routes/DashboardRoute'],
    });
    expect(page('/login')).toEqual({
      path: '/login',
      area: 'guest',
      specifiers: ['@/features/auth/routes/LoginRoute'],
    });
    expect(page('/privacy-policy')?.area).toBe('public');
    expect(page('/library/videos/:id')?.specifiers).toEqual([
      './layout/AppShell',
      '@/features/library/routes/LibraryLayoutRoute',
      '@/features/library/routes/VideoRoute',
    ]);
    expect(page('/admin')?.specifiers.at(-1)).toBe('@/features/admin/routes/AdminDashboardRoute');
    expect(page('/admin/users/:userId')?.area).toBe('signed-in');
    expect(page('/admin/*')?.specifiers.at(-1)).toBe('./routes/AdminNotFoundRoute');
    expect(page('/*')).toEqual({ path: '/*', area: 'public', specifiers: ['./routes/NotFoundRoute'] });
  });

  it('stops on a route it cannot read, naming the line', () => {
    const source = `export const routes = [\n  page('/a', () => import('./a')),\n  page('/b', load),\n];`;
    expect(() => readRouteTable(source, 'router.tsx')).toThrow("router.tsx:3: page() needs `() => import('…')`");
    expect(() => readRouteTable('export const other = [];', 'router.tsx')).toThrow('no `routes` array');
  });
});
