import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { median } from './stats.ts';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitUntilUp(
  url: string,
  options: { timeoutMs: number; alive: () => boolean; describe: () => string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (!options.alive()) throw new Error(`exited before answering ${url}:\n${options.describe()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`no answer from ${url} in ${options.timeoutMs} ms:\n${options.describe()}`);
}

export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

export interface RawResponse {
  status: number;
  contentType: string | null;
  contentEncoding: string | null;
  /** Still compressed if the server compressed it (fetch would decode it). */
  body: Buffer;
}

export function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const header = (name: string) => {
          const value = response.headers[name];
          return typeof value === 'string' ? value : null;
        };
        resolve({
          status: response.statusCode ?? 0,
          contentType: header('content-type'),
          contentEncoding: header('content-encoding'),
          body: Buffer.concat(chunks),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

export function decodeBody({ body, contentEncoding }: RawResponse): Buffer {
  if (contentEncoding === 'gzip') return gunzipSync(body);
  if (contentEncoding === 'br') return brotliDecompressSync(body);
  if (contentEncoding === 'deflate') return inflateSync(body);
  return body;
}

export async function sequentialLatencyMs(
  url: string,
  headers: Record<string, string>,
  samples: number,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  return median(times);
}
