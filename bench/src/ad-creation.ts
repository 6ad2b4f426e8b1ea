import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImagePipelineInput, ImagePipelineResult } from './children/image-pipeline.ts';
import type { BenchContext } from './lib/context.ts';
import { cameraJpeg } from './lib/images.ts';
import { runJsonChild } from './lib/processes.ts';
import { DEMO_SELLER_ID, startProductServer } from './lib/product-server.ts';
import { median } from './lib/stats.ts';

const PIPELINE_SCRIPT = fileURLToPath(new URL('./children/image-pipeline.ts', import.meta.url));
const PHOTO_COUNT = 3;
const RUNS = 5;
const UPLOAD_TIMEOUT_MS = 120_000;
const AD_FIELDS = {
  title: 'Букет из 25 роз',
  original_price: '7000',
  description: 'Свежие розы 60 см в крафтовой упаковке.',
  address: 'г. Москва, ул. Арбат, 1',
  phone: '+79991234567',
};

export interface AdCreationResult {
  photoBytes: number[];
  medianSeconds: number;
  runsSeconds: number[];
  /** VmHWM of the server after start-up, warm-up and the five uploads. */
  peakRssBytes: number;
  /** VmHWM right after start-up, before any upload. */
  startRssBytes: number;
  baseline: ImagePipelineResult;
  ratio: number;
}

async function postAd(url: string, initData: string, photos: Buffer[]): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(AD_FIELDS)) form.append(name, value);
  photos.forEach((photo, i) => {
    form.append('images', new Blob([photo], { type: 'image/jpeg' }), `IMG_000${i + 1}.jpg`);
  });
  const start = performance.now();
  const response = await fetch(`${url}/api/ads`, {
    method: 'POST',
    headers: { 'x-initdata': initData },
    body: form,
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
  });
  const text = await response.text();
  const seconds = (performance.now() - start) / 1000;
  if (!response.ok) throw new Error(`POST /api/ads answered ${response.status}: ${text}`);
  return seconds;
}

/** POST /api/ads with three 12 MP phone photos, against the bare image pipeline. */
export async function benchAdCreation(ctx: BenchContext): Promise<AdCreationResult> {
  const photos: Buffer[] = [];
  const files: string[] = [];
  for (let i = 0; i < PHOTO_COUNT; i += 1) {
    const photo = await cameraJpeg(i + 1);
    const file = path.join(ctx.tempDir, `camera-${i + 1}.jpg`);
    await writeFile(file, photo);
    photos.push(photo);
    files.push(file);
  }

  const dataDir = path.join(ctx.tempDir, 'ad-creation-data');
  await cp(ctx.dataDir, dataDir, { recursive: true });
  const server = await startProductServer({ dataDir, core: ctx.serverCore });
  let runsSeconds: number[] = [];
  let startRssBytes: number;
  let peakRss: number;
  try {
    const initData = await server.initData(DEMO_SELLER_ID);
    startRssBytes = await server.peakRssBytes();
    await postAd(server.url, initData, photos);
    for (let run = 1; run <= RUNS; run += 1) {
      const seconds = await postAd(server.url, initData, photos);
      ctx.log(`ad creation #${run}: ${seconds.toFixed(2)} s`);
      runsSeconds.push(seconds);
    }
    peakRss = await server.peakRssBytes();
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const baseline = await runJsonChild<ImagePipelineResult>(
    PIPELINE_SCRIPT,
    { files, runs: RUNS } satisfies ImagePipelineInput,
    { core: ctx.serverCore, timeoutMs: 300_000 },
  );
  ctx.log(`image pipeline baseline: ${baseline.medianSeconds.toFixed(2)} s`);
  const medianSeconds = median(runsSeconds);
  runsSeconds = runsSeconds.map((s) => Number(s.toFixed(3)));
  return {
    photoBytes: photos.map((photo) => photo.length),
    medianSeconds,
    runsSeconds,
    peakRssBytes: peakRss,
    startRssBytes,
    baseline,
    ratio: medianSeconds / baseline.medianSeconds,
  };
}
