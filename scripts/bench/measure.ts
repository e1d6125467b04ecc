import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What every benchmark shares: percentiles of its timings, the machine they were taken on, and where they are written. */

/** The p-th percentile of ascending times (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** The machine the figures were taken on: its CPUs, Node, and the load average before and after (a shared machine's figures move with it). */
export function machineOf(loadAverageBefore: number[]) {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    node: process.version,
    loadAverageBefore: loadAverageBefore.map(round1),
    loadAverageAfter: os.loadavg().map(round1),
  };
}

/** Writes bench/results/<name>.json (the report) and <name>.md (the table a person reads). */
export function writeResults(name: string, report: unknown, markdown: string) {
  const dir = path.resolve(__dirname, '../../bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, `${name}.md`), markdown);
}
