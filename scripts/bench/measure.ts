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

/** One timed call: its rows (the list's total), and its p50, p95 and max in milliseconds. */
export type Timing = { call: string; url: string; total: number; p50: number; p95: number; max: number };
type Injector = { inject(options: { url: string; headers: Record<string, string> }): Promise<{ statusCode: number; body: string; json(): any }> };

/**
 * Times each GET call through the app (app.inject: guards, validation, queries, serialisation): `warmup` rounds of
 * every call first, then per call `warmup` more runs and `runs` timed ones. A call that does not answer 200 stops the run.
 */
export async function timeCalls(app: Injector, calls: [string, string, Record<string, string>][], runs: number, warmup: number, log: (line: string) => void) {
  for (let i = 0; i < warmup; i += 1) for (const [, url, headers] of calls) await app.inject({ url, headers });
  const timings: Timing[] = [];
  for (const [call, url, headers] of calls) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < warmup + runs; i += 1) {
      const start = performance.now();
      const res = await app.inject({ url, headers });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      const data = res.json().data;
      total = data?.total ?? (Array.isArray(data) ? data.length : 1);
      if (i >= warmup) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const t = { call, url, total, p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)), max: round1(times[times.length - 1]) };
    log(`${call}: ${total} rows, p50 ${t.p50} ms, p95 ${t.p95} ms`);
    timings.push(t);
  }
  return timings;
}

/** A results table in Markdown, each p95 at or over the target marked where `judged`. */
export function timingTable(timings: Timing[], targetP95Ms: number, judged: boolean): string[] {
  return [
    '| call | rows | p50 ms | p95 ms | max ms |',
    '|---|---:|---:|---:|---:|',
    ...timings.map((t) => `| ${t.call} | ${t.total} | ${t.p50} | ${t.p95} | ${t.max}${judged && t.p95 >= targetP95Ms ? ' ✗' : ''} |`),
  ];
}
