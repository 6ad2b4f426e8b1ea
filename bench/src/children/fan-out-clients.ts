// Timed from the triggering HTTP request to each client's receipt.
import { io, type Socket } from 'socket.io-client';
import { readStdinJson } from '../lib/processes.ts';
import { percentile } from '../lib/stats.ts';

export interface FanOutInput {
  url: string;
  clients: number;
  room: string;
  event: string;
  auth: Record<string, string>;
  /** The first is a warm-up and is not reported. */
  triggers: { url: string; method: string; headers: Record<string, string>; body?: string }[];
}

export interface FanOutRound {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  received: number;
  triggerStatus: number;
  responseMs: number;
}

export interface FanOutOutput {
  connectSeconds: number;
  rounds: FanOutRound[];
}

const CONNECT_BATCH = 100;
const CONNECT_TIMEOUT_MS = 20_000;
const ROUND_TIMEOUT_MS = 30_000;
const PAUSE_BETWEEN_ROUNDS_MS = 1_000;

const input = await readStdinJson<FanOutInput>();
const sockets: Socket[] = [];
let onEvent: (index: number) => void = () => undefined;

function connectOne(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = io(input.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: CONNECT_TIMEOUT_MS,
      auth: input.auth,
    });
    sockets.push(socket);
    socket.on(input.event, () => onEvent(index));
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(CONNECT_TIMEOUT_MS)
        .emitWithAck('join', input.room)
        .then(() => resolve(), reject);
    });
  });
}

async function round(trigger: FanOutInput['triggers'][number]): Promise<FanOutRound> {
  const latencies: number[] = [];
  const seen = new Set<number>();
  let start = 0;
  const allReceived = new Promise<void>((resolve) => {
    onEvent = (index) => {
      if (seen.has(index)) return;
      seen.add(index);
      latencies.push(performance.now() - start);
      if (seen.size === sockets.length) resolve();
    };
  });
  start = performance.now();
  const response = await fetch(trigger.url, {
    method: trigger.method,
    headers: trigger.headers,
    ...(trigger.body === undefined ? {} : { body: trigger.body }),
  });
  const responseMs = performance.now() - start;
  await response.arrayBuffer();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    allReceived,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ROUND_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  onEvent = () => undefined;
  return {
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
    received: seen.size,
    triggerStatus: response.status,
    responseMs,
  };
}

try {
  const connectStart = performance.now();
  for (let first = 0; first < input.clients; first += CONNECT_BATCH) {
    const batch = Array.from(
      { length: Math.min(CONNECT_BATCH, input.clients - first) },
      (_, i) => first + i,
    );
    await Promise.all(batch.map(connectOne));
  }
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const rounds: FanOutRound[] = [];
  for (const trigger of input.triggers) {
    rounds.push(await round(trigger));
    await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_ROUNDS_MS));
  }
  console.log(JSON.stringify({ connectSeconds, rounds: rounds.slice(1) } satisfies FanOutOutput));
} finally {
  for (const socket of sockets) socket.disconnect();
}
