// What the chaos tests do to a cluster and read back from it.
import type { Cluster } from './cluster.ts';
import type { Session } from './session.ts';

const USERS_FROM = 880_000_000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`no ${what} in ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Messages in the outbox, as the product's own events would leave them, `tag-N` each. */
export async function queueMessages(
  cluster: Cluster,
  tag: string,
  count: number,
  chats: number,
): Promise<void> {
  const ids = Array.from({ length: chats }, (_, index) => USERS_FROM + index);
  await cluster.sql.query(
    `insert into users (id, username, bot_can_write) select id, 'u' || id, true
     from unnest($1::bigint[]) as id on conflict (id) do nothing`,
    [ids],
  );
  const texts = Array.from({ length: count }, (_, index) => `${tag}-${index}`);
  await cluster.sql.query(
    `insert into notifications_outbox (chat_id, kind, payload)
     select $2::bigint + (n % $3), 'cluster.chaos', jsonb_build_object('text', t)
     from unnest($1::text[]) with ordinality as m(t, n)`,
    [texts, USERS_FROM, chats],
  );
}

/** Every chaos message marked sent or given up: until then a claim could still send again. */
export async function settled(cluster: Cluster): Promise<boolean> {
  const { rows } = await cluster.sql.query<{ count: number }>(
    `select count(*)::int as count from notifications_outbox
     where kind = 'cluster.chaos' and status in ('pending', 'sending')`,
  );
  return Number(rows[0]?.count ?? 1) === 0;
}

export function sentWith(cluster: Cluster, tag: string) {
  const calls = cluster.bot.calls.filter((call) => call.text.startsWith(`${tag}-`));
  const byText = new Map<string, typeof calls>();
  for (const call of calls) byText.set(call.text, [...(byText.get(call.text) ?? []), call]);
  return {
    total: calls.length,
    unique: byText.size,
    twice: [...byText.values()].filter((copies) => copies.length > 1),
  };
}

/** Delivered all, each once, with every row recorded. */
export async function drained(cluster: Cluster, tag: string, count: number): Promise<void> {
  await waitUntil(
    () => sentWith(cluster, tag).unique === count,
    120_000,
    `delivery of all ${count}`,
  );
  await waitUntil(() => settled(cluster), 120_000, 'every row marked sent');
}

export interface Answer {
  kind: 'read' | 'write';
  at: number;
  ms: number;
  /** The status, or the network error. */
  outcome: number | string;
}

/**
 * Each session reads the catalogue and signs in (a write: it records the user) in turn,
 * through the proxy, as fast as answers come.
 */
export function traffic(sessions: Session[], options: { reads?: string[] } = {}) {
  const reads = options.reads ?? ['/api/ads'];
  let running = true;
  const answers: Answer[] = [];
  const loops = sessions.map(async (session, index) => {
    for (let n = 0; running; n += 1) {
      // The write limit is not what is tested.
      const client = `198.51.100.${(index * 100 + (n % 100)) % 250}`;
      const kind = n % 2 === 0 ? 'read' : 'write';
      const at = Date.now();
      const request =
        kind === 'read'
          ? session.fetch(reads[(n / 2) % reads.length] ?? '/api/ads')
          : session.fetch('/api/parse-initdata', {
              method: 'POST',
              body: '{}',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
            });
      const outcome = await request.then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        (error: unknown) => String(error),
      );
      answers.push({ kind, at, ms: Date.now() - at, outcome });
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
      const failed = answers.filter((answer) => answer.outcome !== 200);
      return {
        answered: answers.length - failed.length,
        failures: failed.map((answer) => `${answer.kind} ${String(answer.outcome)}`),
        slowest: (kind: Answer['kind']) =>
          Math.max(0, ...answers.filter((a) => a.kind === kind).map((a) => a.ms)),
      };
    },
  };
}

/** The nodes that ended on their own: a fault must never be one. */
export const exitedNodes = (cluster: Cluster) =>
  cluster.nodes
    .filter((node) => node.exited())
    .map((node) => `${node.name}:\n${node.output().slice(-2_000)}`);

export async function ready(url: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(3_000) });
  return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
}
