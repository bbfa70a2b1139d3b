/** Latency figures shared by the benchmark cases. */

/** The p-th percentile (nearest rank) of ascending values. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** "N requests in T ms (R/s); p50 …, p95 …, p99 …, max …" */
export function formatLatency(latencies: readonly number[], elapsedMs: number): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return (
    `${sorted.length} requests in ${elapsedMs.toFixed(0)} ms (${((sorted.length / elapsedMs) * 1000).toFixed(0)}/s); ` +
    `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)}`
  );
}

/** The line bench/server.ts prints once it listens, before its JSON. */
export const READY_PREFIX = 'bench-server-ready ';
