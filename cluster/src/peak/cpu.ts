// CPU per catalogue read and per checkout on 1, 2 and 3 nodes. On two cores throughput cannot
// grow with nodes; what must hold is that a request costs the same whichever node count
// serves it (issue #42: within 1.1×).
import { sleep, waitUntil } from '../chaos-kit.ts';
import { arrive, type FlowName } from './driver.ts';
import { startHarness, type Harness } from './harness.ts';
import { spent, type Spent } from './meter.ts';
import { loadAverages } from './probes.ts';
import { printTable, recordResult } from './report.ts';

const WARM_UP_S = 15;
const IDLE_S = 10;
const READ_SPELL_S = 30;
const READS_PER_S = 80;
const CHECKOUT_SPELL_S = 40;
const CHECKOUTS_PER_S = 4;
const BROWSE_SPELL_S = 30;
const BROWSE_PER_S = 10;
const FLAT_WITHIN = 1.1;

interface PerRequest {
  count: number;
  /** The nodes' CPU over the spell, per request. */
  rawCpuMs: number;
  /** Less what the nodes spend idle over as long (their own loops), per request. */
  cpuMs: number;
  postgresCpuMs: number;
  statements: number;
  connectionsOpened: number;
  redisCommands: number;
}

function per(used: Spent, idleNodesPerS: number, count: number): PerRequest {
  const seconds = used.atMs / 1_000;
  const each = (value: number) => (count === 0 ? 0 : value / count);
  return {
    count,
    rawCpuMs: round(each(used.nodes * 1_000)),
    // The nodes' idle work (the catalogue's version poll, the outbox's claims) is not the requests'.
    cpuMs: round(each((used.nodes - idleNodesPerS * seconds) * 1_000)),
    postgresCpuMs: round(each(used.postgres * 1_000)),
    statements: round(each(used.statements)),
    connectionsOpened: round(each(used.connectionsOpened)),
    redisCommands: round(each(used.redisCommands)),
  };
}

/** A checkout's work goes on after its answers: the bank's notification, the messages. */
async function settled(harness: Harness): Promise<void> {
  // The buyer's and seller's; the staff chat's, one every 3 s, take minutes and cost little.
  await waitUntil(
    async () => {
      if (harness.bank.stats.pending > 0) return false;
      const { rows } = await harness.cluster.sql.query<{ n: number }>(
        `select count(*)::int as n from notifications_outbox
         where status in ('pending', 'sending') and chat_id > 0`,
      );
      return rows[0]?.n === 0;
    },
    120_000,
    'the checkouts settled',
  );
}

async function measure(harness: Harness) {
  const { meter, flows, http } = harness;
  const play = (rates: Partial<Record<FlowName, number>>, seconds: number) =>
    arrive(
      flows,
      () => rates,
      seconds,
      () => undefined,
    );
  // Each node compiles its hot paths once: with more nodes fewer requests would share that.
  await play({ catalogue: 20, checkout: 1 }, WARM_UP_S);
  await settled(harness);
  await sleep(2_000);
  const idleFrom = await meter.read();
  await sleep(IDLE_S * 1_000);
  const idleTo = await meter.read();
  const idleNodesPerS = spent(idleFrom, idleTo).nodes / IDLE_S;

  const readFrom = http.samples.length;
  await play({ catalogue: READS_PER_S }, READ_SPELL_S);
  const readsDone = await meter.read();
  const reads = http.samples.slice(readFrom).filter((s) => s.status === 200).length;

  const checkoutFrom = http.samples.length;
  await play({ checkout: CHECKOUTS_PER_S }, CHECKOUT_SPELL_S);
  await settled(harness);
  const checkoutsDone = await meter.read();
  const checkouts = http.samples
    .slice(checkoutFrom)
    .filter((s) => s.kind === 'checkout' && s.status === 200).length;

  // App opens (the page drawn from the kept catalogue, the first page, two bouquets) alone, then
  // with checkouts: every sale changes the catalogue, which each node then reads and draws again.
  const opens = async (checkoutsPerS: number) => {
    const from = await meter.read();
    await play({ browse: BROWSE_PER_S, checkout: checkoutsPerS }, BROWSE_SPELL_S);
    await settled(harness);
    return spent(from, await meter.read()).nodes;
  };
  const browseAlone = await opens(0);
  const browseWithSales = await opens(CHECKOUTS_PER_S);
  return {
    idleNodesCpuPerS: round(idleNodesPerS),
    catalogueRead: per(spent(idleTo, readsDone), idleNodesPerS, reads),
    checkout: per(spent(readsDone, checkoutsDone), idleNodesPerS, checkouts),
    /** CPU s the same app opens and sales cost together beyond their sum apart. */
    catalogueChurn: {
      browseAloneS: round(browseAlone),
      browseWithSalesS: round(browseWithSales),
      salesApartS: round(
        ((spent(readsDone, checkoutsDone).nodes * BROWSE_SPELL_S) / CHECKOUT_SPELL_S) * 1,
      ),
    },
    load: loadAverages(),
  };
}

export async function measureCpu() {
  const rows = [];
  for (const nodes of [1, 2, 3]) {
    const harness = await startHarness(nodes);
    try {
      rows.push({ nodes, ...(await measure(harness)) });
    } finally {
      await harness.close();
    }
  }
  const spread = (values: number[]) => round(Math.max(...values) / Math.min(...values));
  const readSpread = spread(rows.map((row) => row.catalogueRead.cpuMs));
  const checkoutSpread = spread(rows.map((row) => row.checkout.cpuMs));
  const rawReadSpread = spread(rows.map((row) => row.catalogueRead.rawCpuMs));
  const rawCheckoutSpread = spread(rows.map((row) => row.checkout.rawCpuMs));
  printTable(
    'CPU per request (the nodes\u2019 process CPU, idle work taken off)',
    rows.map((row) => ({
      nodes: row.nodes,
      'read ms': row.catalogueRead.cpuMs,
      'raw read ms': row.catalogueRead.rawCpuMs,
      reads: row.catalogueRead.count,
      'checkout ms': row.checkout.cpuMs,
      'raw checkout ms': row.checkout.rawCpuMs,
      checkouts: row.checkout.count,
      'statements/checkout': row.checkout.statements,
      'redis/checkout': row.checkout.redisCommands,
      'pg ms/checkout': row.checkout.postgresCpuMs,
      'idle s/s': row.idleNodesCpuPerS,
      load: row.load.join(' '),
    })),
  );
  console.log(
    `\nmax/min over 1–3 nodes: catalogue read ${readSpread}× (raw ${rawReadSpread}×), ` +
      `checkout ${checkoutSpread}× (raw ${rawCheckoutSpread}×); limit ${FLAT_WITHIN}×`,
  );
  recordResult('cpu', {
    at: new Date().toISOString(),
    spells: {
      reads: { seconds: READ_SPELL_S, perS: READS_PER_S },
      checkouts: { seconds: CHECKOUT_SPELL_S, perS: CHECKOUTS_PER_S },
    },
    rows,
    spread: {
      catalogueRead: readSpread,
      checkout: checkoutSpread,
      rawCatalogueRead: rawReadSpread,
      rawCheckout: rawCheckoutSpread,
      limit: FLAT_WITHIN,
    },
    flat: readSpread <= FLAT_WITHIN && checkoutSpread <= FLAT_WITHIN,
  });
}

const round = (value: number) => Number(value.toFixed(3));
