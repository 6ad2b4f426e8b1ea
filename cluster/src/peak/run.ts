// npm run peak [-- --mode day|saturation|cpu --nodes 2 --seconds 180 --rate 1.5 --backlog 10000]
// docs/capacity.md says what each mode measures and what it found.
import { parseArgs } from 'node:util';
import { playDay } from './day.ts';
import { startHarness } from './harness.ts';
import { loadAverages } from './probes.ts';
import { byKind, printTable, recordResult } from './report.ts';
import { findSaturation } from './saturation.ts';
import { measureCpu } from './cpu.ts';
import { judge, readFacts } from './verify.ts';
import { serverErrorsOutside } from './invariants.ts';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'day' },
    nodes: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '180' },
    rate: { type: 'string', default: '1.5' },
    backlog: { type: 'string', default: '10000' },
    'no-faults': { type: 'boolean', default: false },
    steps: { type: 'string', default: '0.25,0.5,1,2,3,4,6,8' },
    'step-seconds': { type: 'string', default: '30' },
  },
});

async function day() {
  const loadBefore = loadAverages();
  const harness = await startHarness(Number(values.nodes));
  try {
    const result = await playDay(harness, {
      seconds: Number(values.seconds),
      checkoutsPerSecond: Number(values.rate),
      backlog: Number(values.backlog),
      faults: !values['no-faults'],
    });
    const facts = await readFacts(harness, result.windows);
    const verdicts = judge(result, facts);
    const kinds = byKind(result.samples);
    const seconds = result.total.atMs / 1_000;
    const summary = {
      at: new Date().toISOString(),
      nodes: result.nodes,
      options: result.options,
      load: { before: loadBefore, after: loadAverages() },
      held: verdicts.every((verdict) => verdict.ok),
      verdicts,
      requests: kinds,
      windows: result.windows,
      databaseWindow: result.databaseWindow,
      serverErrorsOutside: serverErrorsOutside(result.samples, result.windows).slice(0, 30),
      races: result.races,
      bigRace: result.bigRace,
      facts: { ...facts, raw: undefined },
      spent: result.total,
      spentDuringLoad: result.during,
      perSecond: {
        nodesCpu: result.total.nodes / seconds,
        postgresCpu: result.total.postgres / seconds,
        driverCpu: result.total.driver / seconds,
        machineBusy: result.total.machineBusy / seconds,
      },
    };
    printTable(
      `8 March on ${result.nodes} nodes: ${result.samples.length} requests, load average ${loadBefore.join(' ')} → ${summary.load.after.join(' ')}`,
      kinds,
    );
    printTable(
      'Invariants',
      verdicts.map((verdict) => ({
        held: verdict.ok ? 'yes' : 'NO',
        invariant: verdict.name,
        measured: verdict.detail,
      })),
    );
    recordResult('day', summary);
    if (!summary.held) process.exitCode = 1;
  } finally {
    await harness.close();
  }
}

const modes: Record<string, () => Promise<void>> = {
  day,
  saturation: () =>
    findSaturation({
      nodes: Number(values.nodes),
      steps: (values.steps ?? '').split(',').map(Number),
      stepSeconds: Number(values['step-seconds']),
    }),
  cpu: () => measureCpu(),
};

const mode = modes[values.mode ?? 'day'];
if (mode === undefined) throw new Error(`unknown mode ${values.mode}: day, saturation or cpu`);
await mode();
