// Readings of everything the run spends, taken at moments and subtracted.
import type { Cluster } from '../cluster.ts';
import {
  createBackendCpu,
  loadAverages,
  machineCpu,
  processCpuSeconds,
  redisCommands,
} from './probes.ts';

export interface Reading {
  atMs: number;
  /** CPU seconds of every node process, restarted ones included. */
  nodes: number;
  perNode: number[];
  postgres: number;
  driver: number;
  machineBusy: number;
  machineTotal: number;
  redisCommands: number;
  statements: number;
  connectionsOpened: number;
  connectionsMostOpen: number;
  load: number[];
}

export type Spent = Omit<Reading, 'load' | 'connectionsMostOpen'>;

export function createMeter(cluster: Cluster, database: string, startedAt: number) {
  const last = new Map<number, number>();
  const perNode = cluster.nodes.map(() => 0);
  let sampled = false;
  const backends = createBackendCpu(cluster.sql, database);
  let redis = 0;

  return {
    async read(): Promise<Reading> {
      cluster.nodes.forEach((node, index) => {
        const pid = node.pid();
        const now = processCpuSeconds(pid);
        if (pid === undefined || now === null) return;
        // A node restarted since the last reading counts from its start.
        perNode[index] = (perNode[index] ?? 0) + now - (last.get(pid) ?? (sampled ? 0 : now));
        last.set(pid, now);
      });
      sampled = true;
      const machine = machineCpu();
      const driver = process.cpuUsage();
      const counts = cluster.databaseCounts();
      // While Redis is stopped the last count stands.
      redis = (await redisCommands(cluster.redisPort)) ?? redis;
      return {
        atMs: performance.now() - startedAt,
        nodes: perNode.reduce((sum, value) => sum + value, 0),
        perNode: [...perNode],
        postgres: await backends.sample(),
        driver: (driver.user + driver.system) / 1e6,
        machineBusy: machine.busy,
        machineTotal: machine.total,
        redisCommands: redis,
        statements: counts?.statements ?? 0,
        connectionsOpened: counts?.connectionsOpened ?? 0,
        connectionsMostOpen: counts?.connectionsMostOpen ?? 0,
        load: loadAverages(),
      };
    },
  };
}

export function spent(from: Reading, to: Reading): Spent {
  return {
    atMs: to.atMs - from.atMs,
    nodes: to.nodes - from.nodes,
    perNode: to.perNode.map((value, index) => value - (from.perNode[index] ?? 0)),
    postgres: to.postgres - from.postgres,
    driver: to.driver - from.driver,
    machineBusy: to.machineBusy - from.machineBusy,
    machineTotal: to.machineTotal - from.machineTotal,
    redisCommands: to.redisCommands - from.redisCommands,
    statements: to.statements - from.statements,
    connectionsOpened: to.connectionsOpened - from.connectionsOpened,
  };
}
