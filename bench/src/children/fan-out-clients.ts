// Timed from the triggering HTTP request to each client's receipt. Every target's clients stay
// connected for the whole run and the targets take turns round by round, so the machine's drift
// falls on all of them alike.
import { io, type Socket } from 'socket.io-client';
import { readStdinJson } from '../lib/processes.ts';
import { percentile } from '../lib/stats.ts';

export interface FanOutTrigger {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FanOutTarget {
  name: string;
  url: string;
  auth: Record<string, string>;
  /** One per round, as many for every target; the first is a warm-up and is not reported. */
  triggers: FanOutTrigger[];
}

export interface FanOutInput {
  clients: number;
  room: string;
  event: string;
  targets: FanOutTarget[];
}

export interface FanOutRound {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  received: number;
  triggerStatus: number;
  responseMs: number;
  /** Where the target's turn fell in its round, from 0. */
  turn: number;
}

export interface FanOutTargetOutput {
  name: string;
  connectSeconds: number;
  rounds: FanOutRound[];
}

export interface FanOutOutput {
  targets: FanOutTargetOutput[];
}

const CONNECT_BATCH = 100;
const CONNECT_TIMEOUT_MS = 20_000;
const ROUND_TIMEOUT_MS = 30_000;
const PAUSE_BETWEEN_TURNS_MS = 1_000;

const input = await readStdinJson<FanOutInput>();
const allSockets: Socket[] = [];
let onEvent: (target: FanOutTarget, index: number) => void = () => undefined;

function connectOne(target: FanOutTarget, index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = io(target.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: CONNECT_TIMEOUT_MS,
      auth: target.auth,
    });
    allSockets.push(socket);
    socket.on(input.event, () => onEvent(target, index));
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(CONNECT_TIMEOUT_MS)
        .emitWithAck('join', input.room)
        .then(() => resolve(), reject);
    });
  });
}

async function connectAll(target: FanOutTarget): Promise<number> {
  const start = performance.now();
  for (let first = 0; first < input.clients; first += CONNECT_BATCH) {
    const batch = Array.from(
      { length: Math.min(CONNECT_BATCH, input.clients - first) },
      (_, i) => first + i,
    );
    await Promise.all(batch.map((index) => connectOne(target, index)));
  }
  return (performance.now() - start) / 1000;
}

async function round(target: FanOutTarget, trigger: FanOutTrigger, turn: number) {
  const latencies: number[] = [];
  const seen = new Set<number>();
  let start = 0;
  const allReceived = new Promise<void>((resolve) => {
    onEvent = (from, index) => {
      if (from !== target || seen.has(index)) return;
      seen.add(index);
      latencies.push(performance.now() - start);
      if (seen.size === input.clients) resolve();
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
    turn,
  } satisfies FanOutRound;
}

try {
  const outputs: FanOutTargetOutput[] = [];
  for (const target of input.targets) {
    outputs.push({ name: target.name, connectSeconds: await connectAll(target), rounds: [] });
  }
  const roundCount = Math.min(...input.targets.map((target) => target.triggers.length));
  for (let r = 0; r < roundCount; r++) {
    for (let turn = 0; turn < input.targets.length; turn++) {
      // Each target is first, second, … in turn, so none always follows the same one.
      const index = (r + turn) % input.targets.length;
      const target = input.targets[index] as FanOutTarget;
      const result = await round(target, target.triggers[r] as FanOutTrigger, turn);
      if (r > 0) outputs[index]?.rounds.push(result);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_TURNS_MS));
    }
  }
  console.log(JSON.stringify({ targets: outputs } satisfies FanOutOutput));
} finally {
  for (const socket of allSockets) socket.disconnect();
}
