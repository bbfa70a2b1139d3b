import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';

/** Who a route is for, from the guard it sits under in the route table. */
export type RouteArea = 'public' | 'guest' | 'signed-in';

/** One page of the route table, as written to `.vite/routes.json`. */
export interface BuiltRoute {
  /** The whole path pattern, React Router's syntax (`/courses/:courseId`, `/admin/*`). */
  path: string;
  area: RouteArea;
  /** The lazily loaded modules that render it, outermost first (web-root relative, as in Vite's manifest). */
  modules: string[];
  /** Every script those modules need that index.html does not already load, in the order they are needed. */
  files: string[];
}

const ROUTER = 'src/app/router.tsx';
export const ROUTES_FILE = '.vite/routes.json';
/** The guards of the route table, and the area each opens. */
const GUARD_AREAS: Record<string, RouteArea> = {
  GuestOnly: 'guest',
  RequireAuth: 'signed-in',
  RequireSuperadmin: 'signed-in',
};

interface RawRoute {
  path: string;
  area: RouteArea;
  specifiers: string[];
}

const joinPath = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;

/** The `'…'` in `() => import('…')`, or null when the node is something else. */
function importSpecifier(node: ts.Node): string | null {
  if (!ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return null;
  const call = node.body;
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
  const [specifier] = call.arguments;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : null;
}

/**
 * The pages of the route table, read from its source: `page(path, () => import(…))` calls and route objects
 * (`path`, `index`, `lazy`, `Component`, `children`). Anything else in the table stops the build, so the
 * preloads cannot silently fall out of step with the router.
 */
export function readRouteTable(source: string, fileName = ROUTER): RawRoute[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let table: ts.ArrayLiteralExpression | undefined;
  file.forEachChild(function find(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'routes') {
      if (node.initializer && ts.isArrayLiteralExpression(node.initializer)) table = node.initializer;
    }
    node.forEachChild(find);
  });
  if (!table) throw new Error(`${fileName}: no \`routes\` array found`);

  const pages: RawRoute[] = [];
  const fail = (node: ts.Node, why: string): never => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${fileName}:${line + 1}: ${why}`);
  };

  function visit(node: ts.Expression, parentPath: string, area: RouteArea, specifiers: string[]) {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'page') {
      const [pathArg, load] = node.arguments;
      if (!pathArg || !ts.isStringLiteral(pathArg)) fail(node, 'page() needs a string path');
      const specifier = load ? importSpecifier(load) : null;
      if (!specifier) fail(node, "page() needs `() => import('…')`");
      pages.push({
        path: joinPath(parentPath, (pathArg as ts.StringLiteral).text),
        area,
        specifiers: [...specifiers, specifier as string],
      });
      return;
    }
    if (!ts.isObjectLiteralExpression(node)) return fail(node, 'a route is a page() call or an object');
    let routePath = parentPath;
    let isIndex = false;
    let lazy: string | null = null;
    let routeArea = area;
    let children: ts.ArrayLiteralExpression | undefined;
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
      const value = property.initializer;
      switch (property.name.text) {
        case 'path':
          if (!ts.isStringLiteral(value)) fail(value, 'a route path must be a string');
          routePath = joinPath(parentPath, (value as ts.StringLiteral).text);
          break;
        case 'index':
          isIndex = value.kind === ts.SyntaxKind.TrueKeyword;
          break;
        case 'lazy':
          lazy = importSpecifier(value);
          if (!lazy) fail(value, "lazy must be `() => import('…')`");
          break;
        case 'Component':
          if (ts.isIdentifier(value)) routeArea = GUARD_AREAS[value.text] ?? routeArea;
          break;
        case 'children':
          if (!ts.isArrayLiteralExpression(value)) fail(value, 'children must be an array');
          children = value as ts.ArrayLiteralExpression;
          break;
      }
    }
    const loaded = lazy ? [...specifiers, lazy] : specifiers;
    if (isIndex) {
      if (!lazy) fail(node, 'an index route needs lazy');
      pages.push({ path: routePath, area: routeArea, specifiers: loaded });
    }
    for (const child of children?.elements ?? []) visit(child, routePath, routeArea, loaded);
  }

  for (const element of table.elements) visit(element, '/', 'public', []);
  return pages;
}

/** The scripts a chunk needs, itself first, then what it imports statically (depth first, each once). */
function chunkClosure(chunk: OutputChunk, chunks: Map<string, OutputChunk>, into: Set<string>) {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = chunks.get(imported);
    if (next) chunkClosure(next, chunks, into);
  }
}

/**
 * Writes `.vite/routes.json`: for each page of the route table, the scripts its first render needs beyond what
 * index.html loads. The server names them in the HTML it sends for that page (`<link rel="modulepreload">`), so
 * the browser fetches them with the entry instead of only once the router has run (apps/server/src/plugins/spa.ts).
 */
export function routeTable(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'woodshed:route-table',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle: OutputBundle) {
      const routerFile = path.join(config.root, ROUTER);
      const raw = readRouteTable(await readFile(routerFile, 'utf8'), ROUTER);
      const chunks = new Map<string, OutputChunk>();
      const byModule = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output);
        if (output.facadeModuleId) byModule.set(output.facadeModuleId, output);
      }
      // What index.html already loads: the entry and its static imports.
      const loadedByHtml = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) chunkClosure(chunk, chunks, loadedByHtml);

      const resolved = new Map<string, { key: string; chunk: OutputChunk }>();
      const resolveModule = async (specifier: string) => {
        let found = resolved.get(specifier);
        if (!found) {
          const id = (await this.resolve(specifier, routerFile))?.id;
          const chunk = id ? byModule.get(id) : undefined;
          if (!id || !chunk) throw new Error(`${ROUTER} lazily imports "${specifier}", but no chunk has it`);
          found = { key: path.relative(config.root, id).split(path.sep).join('/'), chunk };
          resolved.set(specifier, found);
        }
        return found;
      };

      const routes: BuiltRoute[] = [];
      for (const page of raw) {
        const modules = await Promise.all(page.specifiers.map(resolveModule));
        const needed = new Set<string>();
        for (const { chunk } of modules) chunkClosure(chunk, chunks, needed);
        routes.push({
          path: page.path,
          area: page.area,
          modules: modules.map(({ key }) => key),
          files: [...needed].filter((file) => !loadedByHtml.has(file)),
        });
      }
      this.emitFile({ type: 'asset', fileName: ROUTES_FILE, source: `${JSON.stringify({ routes }, null, 2)}\n` });
    },
  };
}
