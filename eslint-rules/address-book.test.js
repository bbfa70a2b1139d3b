import { describe, expect, it } from 'vitest';
import { projectLint } from './project-lint.js';

/**
 * The one address book as `npm run lint` applies it. In-app paths come from lib/paths.ts, API URLs from
 * lib/api-url.ts, query keys from key factories.
 */
const COMPONENT = 'apps/web/src/features/goals/components/Probe.tsx';
const API_FILE = 'apps/web/src/features/goals/api/probe.ts';

const lint = projectLint();

/** The rule ids ESLint reports for `code` placed at `filePath`. */
const rulesOf = async (filePath, code) => (await lint(filePath, code)).map((message) => message.rule);

describe('woodshed/no-hand-written-paths', () => {
  it.each([
    ['a JSX to="/…"', `import { Link } from 'react-router';\nexport const A = () => <Link to="/goals">Goals</Link>;\n`],
    [
      'a JSX to={`/…`}',
      "import { Link } from 'react-router';\nexport const A = (id: string) => <Link to={`/courses/${id}`}>x</Link>;\n",
    ],
    [
      '<Navigate to="/…">',
      `import { Navigate } from 'react-router';\nexport const A = () => <Navigate to="/login" replace />;\n`,
    ],
    ["navigate('/…')", "export const go = (navigate: (to: string) => void) => navigate('/practice');\n"],
    [
      'navigate(`/…`)',
      'export const go = (navigate: (to: string) => void, id: string) => navigate(`/library/articles/${id}`);\n',
    ],
    ["a link table's to: '/…'", "export const links = [{ to: '/stats', label: 'Stats' }];\n"],
  ])('refuses %s', async (_what, code) => {
    expect(await rulesOf(COMPONENT, code)).toEqual(['woodshed/no-hand-written-paths']);
  });

  it('accepts paths from the paths table, and relative or external addresses', async () => {
    const code = [
      "import { Link, Navigate } from 'react-router';",
      "import { paths } from '@/lib/paths';",
      'export const A = () => <Link to={paths.goals}>Goals</Link>;',
      'export const B = (id: string) => <Link to={paths.course(id)}>x</Link>;',
      'export const C = () => <Navigate to={paths.login} replace />;',
      'export const go = (navigate: (to: string) => void) => navigate(paths.practice);',
      "export const links = [{ to: paths.stats, label: 'Stats' }, { to: 'modules', label: 'Relative' }];",
      '',
    ].join('\n');
    expect(await rulesOf(COMPONENT, code)).toEqual([]);
  });

  it('leaves the paths table itself alone', async () => {
    expect(await rulesOf('apps/web/src/lib/paths.ts', "export const x = { to: '/goals' };\n")).toEqual([]);
  });
});

describe('woodshed/no-inline-api-urls', () => {
  it.each([
    [
      'a template with encodeURIComponent',
      "import { api } from '@/lib/api';\nexport const f = (id: string) => api.delete<'/api/goals/{id}'>(`/api/goals/${encodeURIComponent(id)}`);\n",
      ['woodshed/no-inline-api-urls', 'woodshed/no-inline-api-urls'],
    ],
    [
      'a query string in a template',
      "import { api } from '@/lib/api';\nexport const f = (range: string) => api.get<'/api/practice/chart'>(`/api/practice/chart?range=${range}`);\n",
      ['woodshed/no-inline-api-urls'],
    ],
    [
      'encodeURIComponent anywhere',
      'export const q = (v: string) => `?x=${encodeURIComponent(v)}`;\n',
      ['woodshed/no-inline-api-urls'],
    ],
  ])('refuses %s', async (_what, code, expected) => {
    expect(await rulesOf(API_FILE, code)).toEqual(expected);
  });

  it('accepts apiUrl() and withQuery(), and API paths without parameters', async () => {
    const code = [
      "import { api } from '@/lib/api';",
      "import { apiUrl, withQuery } from '@/lib/api-url';",
      "export const f = (id: string) => api.delete<'/api/goals/{id}'>(apiUrl('/api/goals/{id}', { id }));",
      "export const g = (range: string) => api.get<'/api/practice/chart'>(apiUrl('/api/practice/chart', {}, { range }));",
      "export const h = () => api.get<'/api/goals'>('/api/goals');",
      "export const link = (url: string) => withQuery('https://example.com/add', { url });",
      '',
    ].join('\n');
    expect(await rulesOf(API_FILE, code)).toEqual([]);
  });
});

describe('woodshed/no-inline-query-keys', () => {
  it.each([
    [
      'queryKey: [...] in query options',
      "import { queryOptions } from '@tanstack/react-query';\nexport const o = queryOptions({ queryKey: ['goals', 'list'], queryFn: () => 1 });\n",
    ],
    [
      "another feature's key as a literal in invalidateQueries",
      "import type { QueryClient } from '@tanstack/react-query';\nexport const f = (client: QueryClient) => client.invalidateQueries({ queryKey: ['dashboard'] });\n",
    ],
    [
      'a spread key',
      "import type { QueryClient } from '@tanstack/react-query';\nimport { goalsKeys } from './keys';\nexport const f = (client: QueryClient) => client.removeQueries({ queryKey: [...goalsKeys.all, 'x'] });\n",
    ],
    [
      'an array handed to setQueryData',
      "import type { QueryClient } from '@tanstack/react-query';\nexport const f = (client: QueryClient) => client.setQueryData(['goals'], []);\n",
    ],
  ])('refuses %s', async (_what, code) => {
    expect(await rulesOf(API_FILE, code)).toEqual(['woodshed/no-inline-query-keys']);
  });

  it("accepts keys from the feature's factory and the shared key module", async () => {
    const code = [
      "import { queryOptions, type QueryClient } from '@tanstack/react-query';",
      "import { dashboardKeys } from '@/lib/query-keys';",
      "import { goalsKeys } from './keys';",
      'export const o = queryOptions({ queryKey: goalsKeys.list(), queryFn: () => 1 });',
      'export const f = (client: QueryClient) => client.invalidateQueries({ queryKey: dashboardKeys.all });',
      'export const g = (client: QueryClient) => client.setQueryData(goalsKeys.list(), []);',
      '',
    ].join('\n');
    expect(await rulesOf(API_FILE, code)).toEqual([]);
  });

  it('leaves the key factories their arrays', async () => {
    const code =
      "export const probeKeys = { all: ['probe'] as const, list: () => ({ queryKey: ['probe', 'list'] }) };\n";
    expect(await rulesOf('apps/web/src/features/goals/api/keys.ts', code)).toEqual([]);
  });
});
