// The driver's HTTP: undici's request over kept-alive connections (a fraction of fetch's CPU on
// the machine the nodes share), every answer timed and recorded with its kind.
import { Agent, request } from 'undici';
import { STICKY_COOKIE } from '../sticky-proxy.ts';

export const REQUEST_KINDS = [
  'page',
  'catalogue',
  'bouquet',
  'search',
  'sign_in',
  'favourite',
  'checkout',
  'bank_page',
  'bank_pay',
  'post_ad',
  'moderate',
  'staff_list',
  'deliver',
  'confirm',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * Catalogue reads, held by each node and answered through a database cut: the app's page with
 * its drawn first screen, the catalogue's first page, bouquet pages, search.
 */
export const READ_KINDS: readonly RequestKind[] = ['page', 'catalogue', 'bouquet', 'search'];

export interface Sample {
  /** Milliseconds since the run's start, when the request left. */
  at: number;
  kind: RequestKind;
  /** 0: no answer (a reset, refused or timed-out connection). */
  status: number;
  ms: number;
  /** For a 5xx: the start of its body, to tell whose refusal it was. */
  said?: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

const TIMEOUT_MS = 30_000;

export function createHttp(front: string, startedAt: number) {
  const agent = new Agent({ connections: 512, keepAliveTimeout: 10_000, pipelining: 1 });
  const samples: Sample[] = [];

  async function call(
    kind: RequestKind,
    session: { cookie: string | null; initData: string | null; ip: string },
    path: string,
    init: { method?: string; body?: string | Buffer; contentType?: string; read?: boolean } = {},
  ): Promise<Answer> {
    const at = performance.now();
    const headers: Record<string, string> = {
      'accept-encoding': 'gzip, br',
      'x-forwarded-for': session.ip,
    };
    if (session.cookie !== null) headers.cookie = session.cookie;
    if (session.initData !== null) headers['x-initdata'] = session.initData;
    if (init.contentType !== undefined) headers['content-type'] = init.contentType;
    let answer: Answer;
    try {
      const response = await request(`${front}${path}`, {
        dispatcher: agent,
        method: (init.method ?? 'GET') as 'GET',
        headers,
        body: init.body,
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      });
      // Compressed bodies (the catalogue) are only counted, as a phone would download them.
      const skip = init.read === false && response.statusCode < 500;
      const text = skip ? '' : await response.body.text();
      if (skip) await response.body.dump({ limit: Number.MAX_SAFE_INTEGER });
      answer = { status: response.statusCode, headers: response.headers, text };
    } catch {
      answer = { status: 0, headers: {}, text: '' };
    }
    const ms = performance.now() - at;
    const sample: Sample = { at: at - startedAt, kind, status: answer.status, ms };
    if (answer.status >= 500) sample.said = answer.text.slice(0, 160);
    samples.push(sample);
    const pin = [answer.headers['set-cookie'] ?? []]
      .flat()
      .find((cookie) => cookie.startsWith(`${STICKY_COOKIE}=`));
    if (pin !== undefined) session.cookie = pin.split(';')[0] ?? null;
    return answer;
  }

  return { call, samples, close: () => agent.close() };
}

export type Http = ReturnType<typeof createHttp>;
