import { readFile } from 'node:fs/promises';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { createMetrics } from './metrics.ts';
import { addServiceGauges } from './service-gauges.ts';

const REPO = new URL('../../../../', import.meta.url);
const read = (path: string) => readFile(new URL(path, REPO), 'utf8');
const TOKEN = 'observability-files-test-token';

interface AlertRule {
  alert: string;
  expr: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; runbook_url?: string };
}
interface Panel {
  title: string;
  targets?: { expr: string }[];
}

// PromQL words that are not series: keywords, and what Prometheus itself records.
const NOT_SERIES = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right']);
const PROMETHEUS_OWN = new Set(['up']);

/** The series an expression reads: label matchers, groupings, ranges and calls taken out. */
function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '');
  const names = [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)].map(
    (match) => match[1] as string,
  );
  return [...new Set(names.filter((name) => !NOT_SERIES.has(name) && !/^\d/.test(name)))];
}

function typedNames(exposition: string): string[] {
  return [...exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
    type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name as string],
  );
}

let t: TestApp;
let exported: Set<string>;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  await t.app.inject({ method: 'GET', url: '/api/health' });
  const scrape = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  // The pool's and Redis's gauges exist only with PostgreSQL and Redis configured.
  const services = createMetrics();
  addServiceGauges(services, {
    redis: { ping: () => Promise.resolve('PONG') } as unknown as Redis,
    pool: () => ({ total: 1, idle: 1, waiting: 0 }),
    readiness: () => Promise.resolve({ ok: true, checks: { database: 'ok' } }),
  });
  exported = new Set([
    ...typedNames(scrape.body),
    ...typedNames(await services.registry.metrics()),
    ...PROMETHEUS_OWN,
  ]);
});
afterAll(() => t.close());

describe('the alert rules (deploy/prometheus/alerts.yml)', () => {
  const rules = async () => {
    const file = parse(await read('deploy/prometheus/alerts.yml')) as {
      groups: { name: string; rules: AlertRule[] }[];
    };
    return file.groups.flatMap((group) => group.rules);
  };

  it('say each alert with a severity, a summary and a runbook', async () => {
    for (const rule of await rules()) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^Flowers[A-Z]\w+$/);
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.runbook_url, rule.alert).toBe(
        `docs/operations.md#${rule.alert.toLowerCase()}`,
      );
    }
  });

  it('have their runbooks in docs/operations.md', async () => {
    const headings = (await read('docs/operations.md')).match(/^#{2,4} .+$/gm) ?? [];
    const anchors = headings.map((line) =>
      line
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replace(/ /g, '-'),
    );
    const missing = (await rules()).filter((rule) => !anchors.includes(rule.alert.toLowerCase()));
    expect(missing.map((rule) => rule.alert)).toEqual([]);
  });

  it('name only series the product exports', async () => {
    const unknown = (await rules()).flatMap((rule) =>
      seriesIn(rule.expr).filter((name) => !exported.has(name)),
    );
    expect(unknown).toEqual([]);
  });

  it('cover what must wake someone', async () => {
    const named = new Set((await rules()).flatMap((rule) => seriesIn(rule.expr)));
    for (const series of [
      'flowers_outbox_oldest_unsent_by_priority_seconds',
      'flowers_reconciliation_differences',
      'flowers_dependency_up',
      'http_request_duration_seconds_count',
      'flowers_payouts_oldest_in_transit_seconds',
    ]) {
      expect(named, series).toContain(series);
    }
  });
});

describe('the Grafana board (deploy/grafana/flowers-dashboard.json)', () => {
  it('is a dashboard whose every panel queries series the product exports', async () => {
    const board = JSON.parse(await read('deploy/grafana/flowers-dashboard.json')) as {
      uid: string;
      panels: Panel[];
    };
    expect(board.uid).toBe('flowers-overview');
    expect(board.panels.length).toBeGreaterThan(10);
    const unknown = board.panels.flatMap((panel) =>
      (panel.targets ?? []).flatMap(({ expr }) =>
        seriesIn(expr)
          .filter((name) => !exported.has(name))
          .map((name) => `${panel.title}: ${name}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

describe('reading a PromQL expression', () => {
  it('finds the series and leaves out labels, groupings, ranges and functions', () => {
    expect(
      seriesIn(
        'histogram_quantile(0.95, sum by (route, le) (rate(http_request_duration_seconds_bucket{status_code=~"5.."}[5m])))',
      ),
    ).toEqual(['http_request_duration_seconds_bucket']);
    expect(seriesIn('a_total / on (instance) b_total > 0.01')).toEqual(['a_total', 'b_total']);
  });
});
