// A cluster set for the peak: the bank line in the proxy, the database counted, the shop seeded,
// and the staff's and buyers' work lists kept from the database while the crowd plays.
import type pg from 'pg';
import { startCluster, type Cluster } from '../cluster.ts';
import { createBankLine, type BankLine } from './bank-line.ts';
import { createFlows, type Crowd, type Flows, type Shop } from './driver.ts';
import { createHttp, type Http } from './http.ts';
import { createMeter } from './meter.ts';
import { BOUQUETS_KEPT, restock, seedCrowd } from './seed.ts';

const BUYERS = 3_000;
const SELLERS = 20;
const KEEP_EVERY_MS = 1_000;
// Below this many orderable bouquets the sellers' stock is topped up to BOUQUETS_KEPT.
const RESTOCK_BELOW = 700;
// The share of delivered orders whose buyer answers «Да, всё хорошо» during the run.
const CONFIRMING = 0.8;

export interface Harness {
  cluster: Cluster;
  bank: BankLine;
  crowd: Crowd;
  shop: Shop;
  http: Http;
  flows: Flows;
  meter: ReturnType<typeof createMeter>;
  database: string;
  /** performance.now() at the start: samples' `at` counts from it. */
  startedAt: number;
  /** The database's clock at the start. */
  startedAtDb: Date;
  /** Date.now() at the start, for the Bot API stand-in's times. */
  startedAtEpoch: number;
  close(): Promise<void>;
}

/** Refreshes the work lists from the database, as staff screens and buyers' chats would show. */
function keepShop(sql: pg.Client, shop: Shop) {
  const handed = new Set<string>();
  const hand = <T extends { id: number }>(list: T[], kind: string, rows: T[], share = 1) => {
    for (const row of rows) {
      const key = `${kind}:${row.id}`;
      if (handed.has(key)) continue;
      handed.add(key);
      if (Math.random() < share) list.push(row);
    }
  };
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        if ((await orderableCount(sql)) < RESTOCK_BELOW) await restock(sql, BOUQUETS_KEPT, SELLERS);
        const ads = await sql.query<{ id: number; status: string }>(
          `select id, status from ads where status in ('new', 'edited', 'wait_moder')`,
        );
        shop.available = ads.rows.filter((ad) => ad.status !== 'wait_moder').map((ad) => ad.id);
        for (const ad of ads.rows) {
          if (ad.status !== 'wait_moder' || handed.has(`ad:${ad.id}`)) continue;
          handed.add(`ad:${ad.id}`);
          shop.waiting.push(ad.id);
        }
        const orders = await sql.query<{ id: number; buyerId: number; status: string }>(
          `select id, buyer_id::float8 as "buyerId", status from orders
           where status in ('paid', 'delivered')`,
        );
        hand(
          shop.paid,
          'paid',
          orders.rows.filter((order) => order.status === 'paid'),
        );
        hand(
          shop.delivered,
          'delivered',
          orders.rows.filter((order) => order.status === 'delivered'),
          CONFIRMING,
        );
      } catch (error) {
        console.error('peak: reading the shop failed', error);
      }
      await new Promise((resolve) => setTimeout(resolve, KEEP_EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

async function orderableCount(sql: pg.Client): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from ads where status in ('new', 'edited')`,
  );
  return rows[0]?.n ?? 0;
}

export async function startHarness(nodes: number): Promise<Harness> {
  const bank = createBankLine({ lateMs: [300, 4_000], twice: 0.3, secondCopyMs: [2_000, 20_000] });
  const cluster = await startCluster({ nodes, countDatabase: true, intercept: bank.intercept });
  try {
    bank.start(cluster.front);
    const crowd = await seedCrowd(cluster.sql, { buyers: BUYERS, sellers: SELLERS });
    await restock(cluster.sql, BOUQUETS_KEPT, SELLERS);
    const { rows } = await cluster.sql.query<{ database: string; now: Date }>(
      'select current_database() as database, now() as now',
    );
    const database = rows[0]?.database ?? '';
    const startedAt = performance.now();
    const shop: Shop = { available: [], waiting: [], paid: [], delivered: [] };
    const http = createHttp(cluster.front, startedAt);
    const stopKeeping = keepShop(cluster.sql, shop);
    return {
      cluster,
      bank,
      crowd,
      shop,
      http,
      flows: createFlows(http, crowd, shop),
      meter: createMeter(cluster, database, startedAt),
      database,
      startedAt,
      startedAtDb: rows[0]?.now ?? new Date(),
      startedAtEpoch: Date.now() - (performance.now() - startedAt),
      async close() {
        await stopKeeping();
        bank.stop();
        await http.close();
        await cluster.close();
      },
    };
  } catch (error) {
    bank.stop();
    await cluster.close();
    throw error;
  }
}
