import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `woodshed/no-feature-cycles`: the web app's features (apps/web/src/features/<area>) form no cycles,
 * and neither do the server's modules (apps/server/src/modules/<module>, the same rule with other options).
 *
 * A cycle between features is a cycle between folders, not between files: collections → library (the picker
 * reads the library's list) and library → collections (a detail page shows Add to Collection) touch different
 * files on each side, so a file-level rule such as import-x/no-cycle never revisits a file and sees nothing.
 * This rule works on the feature graph instead: every import of another feature (through its index.ts, a
 * relative path or the `@/` alias, static or dynamic) is an edge, and an import is reported when the imported
 * feature already reaches the importing one. The graph is read from the files on disk (TypeScript's import
 * scanner, no type checking), with the file being linted taken from the editor's text.
 */

const EXTENSIONS = /\.(?:[cm]?[jt]sx?)$/;
/** How long a scan of the features folder is reused (a whole `eslint .` run reads it a few times at most). */
const SCAN_TTL_MS = 2000;

/** @type {Map<string, { at: number, files: Map<string, Set<string>> }>} */
const scans = new Map();

function listFiles(dir, ignore) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full, ignore));
    else if (EXTENSIONS.test(entry.name) && !ignore?.test(full)) files.push(full);
  }
  return files;
}

/** Which feature an absolute path lies in, if any. */
function featureOf(featuresDir, absolutePath) {
  const relative = path.relative(featuresDir, absolutePath);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

/** The feature an import specifier points into: `@/features/x/...`, or a relative path that lands in one. */
function importedFeature(layout, fromFile, specifier) {
  let target;
  if (layout.alias && specifier.startsWith(layout.alias))
    target = path.join(layout.srcDir, specifier.slice(layout.alias.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  return featureOf(layout.featuresDir, target);
}

function featuresImportedBy(layout, file, specifiers) {
  const features = new Set();
  for (const specifier of specifiers) {
    const feature = importedFeature(layout, file, specifier);
    if (feature) features.add(feature);
  }
  return features;
}

/** Every file of every feature with the features it imports. */
function scanFeatures(layout) {
  const cached = scans.get(layout.featuresDir);
  if (cached && Date.now() - cached.at < SCAN_TTL_MS) return cached.files;
  const files = new Map();
  for (const file of listFiles(layout.featuresDir, layout.ignore)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    files.set(
      file,
      featuresImportedBy(
        layout,
        file,
        importedFiles.map((imported) => imported.fileName),
      ),
    );
  }
  scans.set(layout.featuresDir, { at: Date.now(), files });
  return files;
}

/** A path of features from `start` to `goal` (both included), or null when `goal` cannot be reached. */
function findPath(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const route = [];
      for (let step = goal; step !== null; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features import one another without forming a cycle.' },
    schema: [
      {
        type: 'object',
        properties: {
          /** The folder of the features, from the working directory. */
          featuresDir: { type: 'string' },
          /** The source root the alias points at, from the working directory. */
          srcDir: { type: 'string' },
          /** The import alias of the source root ('' for none). */
          alias: { type: 'string' },
          /** What the folders are called in the message ("Features", "Modules"). */
          label: { type: 'string' },
          /** Where the message sends the shared piece instead. */
          hint: { type: 'string' },
          /** Files (a regular expression on the absolute path) left out of the graph and not checked: tests. */
          ignore: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: '{{label}} form a cycle: {{cycle}}. {{hint}}',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const layout = {
      featuresDir: path.resolve(context.cwd, options.featuresDir ?? 'apps/web/src/features'),
      srcDir: path.resolve(context.cwd, options.srcDir ?? 'apps/web/src'),
      alias: options.alias ?? '@/',
      ignore: options.ignore ? new RegExp(options.ignore) : null,
    };
    const label = options.label ?? 'Features';
    const hint =
      options.hint ?? 'Move the shared piece to the feature that owns it, or to components/ui, lib or packages/shared.';
    const filename = context.physicalFilename;
    const ownFeature = featureOf(layout.featuresDir, filename);
    if (!ownFeature || layout.ignore?.test(filename)) return {};

    /** @type {Array<{ node: import('estree').Node, feature: string }>} */
    const imports = [];
    const record = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const feature = importedFeature(layout, filename, source.value);
      if (feature && feature !== ownFeature) imports.push({ node: source, feature });
    };

    return {
      ImportDeclaration: (node) => record(node.source),
      ExportNamedDeclaration: (node) => record(node.source),
      ExportAllDeclaration: (node) => record(node.source),
      ImportExpression: (node) => record(node.source),
      'Program:exit'() {
        if (imports.length === 0) return;
        const files = new Map(scanFeatures(layout));
        // The text being linted wins over the file on disk (an editor's unsaved change, a test's code).
        files.set(filename, new Set(imports.map((entry) => entry.feature)));
        const graph = new Map();
        for (const [file, targets] of files) {
          const from = featureOf(layout.featuresDir, file);
          if (!from) continue;
          const edges = graph.get(from) ?? new Set();
          for (const target of targets) if (target !== from) edges.add(target);
          graph.set(from, edges);
        }
        const reported = new Set();
        for (const { node, feature } of imports) {
          if (reported.has(feature)) continue;
          const back = findPath(graph, feature, ownFeature);
          if (!back) continue;
          reported.add(feature);
          context.report({
            node,
            messageId: 'cycle',
            data: { label, hint, cycle: [ownFeature, ...back].join(' → ') },
          });
        }
      },
    };
  },
};
