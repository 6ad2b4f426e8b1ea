// Baseline for ad creation, pinned like the server.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { readStdinJson } from '../lib/processes.ts';
import { peakRssBytes } from '../lib/proc.ts';
import { median } from '../lib/stats.ts';

export interface ImagePipelineInput {
  files: string[];
  runs: number;
}

export interface ImagePipelineResult {
  medianSeconds: number;
  peakRssBytes: number;
  runsSeconds: number[];
  /** The median, which the machine's load does not change. */
  cpuSecondsPerRun: number;
}

const WIDTHS = [480, 1280];
const WEBP_QUALITY = 80;

async function encodeAll(photos: Buffer[]): Promise<void> {
  for (const photo of photos) {
    for (const width of WIDTHS) {
      await sharp(photo)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    }
  }
}

const input = await readStdinJson<ImagePipelineInput>();
const photos = await Promise.all(input.files.map((file) => readFile(file)));
await encodeAll(photos);
const runsSeconds: number[] = [];
const runsCpuSeconds: number[] = [];
for (let run = 0; run < input.runs; run += 1) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  await encodeAll(photos);
  runsSeconds.push((performance.now() - start) / 1000);
  const used = process.cpuUsage(cpu);
  runsCpuSeconds.push((used.user + used.system) / 1e6);
}
const result: ImagePipelineResult = {
  medianSeconds: median(runsSeconds),
  peakRssBytes: await peakRssBytes(process.pid),
  runsSeconds,
  cpuSecondsPerRun: median(runsCpuSeconds),
};
console.log(JSON.stringify(result));
