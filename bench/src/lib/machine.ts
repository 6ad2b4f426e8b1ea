import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { HAS_TASKSET } from './processes.ts';

export interface Machine {
  cores: number;
  cpuModel: string;
  node: string;
  loadAverage: number[];
  serverCore: number | null;
  loadCore: number | null;
}

export function describeMachine(): Machine {
  const cores = os.availableParallelism();
  const pinned = HAS_TASKSET && cores >= 2;
  return {
    cores,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    serverCore: pinned ? 1 : null,
    loadCore: pinned ? 0 : null,
  };
}

export function pinSelf(cpus: string): void {
  if (!HAS_TASKSET) return;
  spawnSync('taskset', ['-a', '-cp', cpus, String(process.pid)], { stdio: 'ignore' });
}

export const ALL_CORES = `0-${os.availableParallelism() - 1}`;

export function machineLine(machine: Machine, repetitions: number): string {
  const pinning =
    machine.serverCore === null
      ? 'not pinned (needs 2 cores and taskset)'
      : `server on core ${machine.serverCore}, load generator on core ${machine.loadCore}`;
  return (
    `${machine.cores} cores (${machine.cpuModel}), Node ${machine.node}, ` +
    `load average ${machine.loadAverage.join(' ')}; ${pinning}; medians of ${repetitions}`
  );
}
