// packages/web/dist is rebuilt (and emptied) by other tools at any moment.
import { startServer } from '@flowers/server';
import { startLoopProbe } from './loop-probe.ts';

const webDistDir = process.env.BENCH_WEB_DIST_DIR;
if (webDistDir === undefined) throw new Error('BENCH_WEB_DIST_DIR is not set');
const probeFile = process.env.BENCH_LOOP_PROBE_FILE;
if (probeFile !== undefined) startLoopProbe(probeFile);
await startServer({ webDistDir });
