// One table on the terminal, everything in bench/peak.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { REQUEST_KINDS, type Sample } from './http.ts';
import { isServerError, percentile } from './invariants.ts';

export const PEAK_JSON = fileURLToPath(new URL('../../../bench/peak.json', import.meta.url));

export function machine() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
  };
}

export function byKind(samples: readonly Sample[]) {
  return REQUEST_KINDS.map((kind) => {
    const mine = samples.filter((sample) => sample.kind === kind);
    const ms = mine.filter((sample) => !isServerError(sample)).map((sample) => sample.ms);
    return {
      kind,
      count: mine.length,
      p50: Math.round(percentile(ms, 50)),
      p99: Math.round(percentile(ms, 99)),
      '4xx': mine.filter((sample) => sample.status >= 400 && sample.status < 500).length,
      '5xx/none': mine.filter(isServerError).length,
    };
  }).filter((row) => row.count > 0);
}

export function printTable(title: string, rows: readonly object[]) {
  console.log(`\n${title}`);
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] ?? {});
  const cell = (row: object, column: string) => {
    const value = (row as Record<string, unknown>)[column];
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => cell(row, column).length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => cell(row, column))));
}

/** Each mode keeps its latest result; full runs keep a history, the newest last. */
export function recordResult(mode: string, result: unknown) {
  const previous = existsSync(PEAK_JSON)
    ? (JSON.parse(readFileSync(PEAK_JSON, 'utf8')) as Record<string, unknown>)
    : {};
  const history = Array.isArray(previous.history) ? previous.history : [];
  const next = {
    ...previous,
    machine: machine(),
    [mode]: result,
    history: mode === 'day' ? [...history, result].slice(-5) : history,
  };
  writeFileSync(PEAK_JSON, `${JSON.stringify(next, null, 2)}\n`);
}
