/**
 * bench/RESULTS.md: one section per case, each as its last run left it (bench/results/<case>.md, kept in the
 * repository with it), under a header naming the machine, commit and command of each section's run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const benchDir = import.meta.dirname;
const sectionsDir = path.join(benchDir, 'results');
/** Sections in this order; any other after them by name. */
const ORDER = ['load', 'plans', 'restart', 'lighthouse', 'small'];

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: benchDir, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: benchDir,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** Where and how a section was measured: date, machine, load, Node, commit and the command. */
export function provenance(): string {
  const cpus = os.cpus();
  return [
    `Measured ${new Date().toISOString()} on ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${os.availableParallelism()} CPUs, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, load average ${os.loadavg()[0]!.toFixed(2)} at the start, ` +
      `Node ${process.version}, ${os.type()} ${os.release()}; commit ${commit()}; ` +
      `command \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`.`,
  ].join('\n');
}

/** Stores one case's section (with its provenance) and rewrites RESULTS.md from all sections. */
export function writeSection(name: string, markdown: string, started: string): void {
  mkdirSync(sectionsDir, { recursive: true });
  writeFileSync(path.join(sectionsDir, `${name}.md`), `${markdown.trimEnd()}\n\n${started}\n`);
  const names = readdirSync(sectionsDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -3))
    .sort((a, b) => {
      const rank = (n: string) => (ORDER.includes(n) ? ORDER.indexOf(n) : ORDER.length);
      return rank(a) - rank(b) || a.localeCompare(b);
    });
  const body = names.map((n) => readFileSync(path.join(sectionsDir, `${n}.md`), 'utf8').trimEnd()).join('\n\n');
  writeFileSync(
    path.join(benchDir, 'RESULTS.md'),
    `# Benchmark results\n\nWritten by \`npm run bench\` (bench/run.ts); each section says when, where and at which commit it ` +
      `was measured, and by which command.\n\n${body}\n`,
  );
}
