import { STICKY_COOKIE } from './sticky-proxy.ts';

const DEMO_USER_IDS = {
  buyer: '100000001',
  seller: '100000002',
  moderator: '100000003',
  admin: '100000004',
} as const;
export type DemoRole = keyof typeof DEMO_USER_IDS;

export class Session {
  constructor(
    readonly front: string,
    readonly cookie: string,
    readonly initData: string | null = null,
  ) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      cookie: this.cookie,
      ...(this.initData === null ? {} : { 'x-initdata': this.initData }),
      ...extra,
    };
  }

  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const extra = (init.headers ?? {}) as Record<string, string>;
    return fetch(`${this.front}${path}`, {
      redirect: 'manual',
      ...init,
      headers: this.headers(extra),
    });
  }

  async json<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await this.fetch(path, init);
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  postJson<T>(path: string, body: unknown): Promise<T> {
    return this.json<T>(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }

  async signInAs(role: DemoRole): Promise<Session> {
    const { initData } = await this.postJson<{ initData: string }>('/api/demo/init-data', {
      userId: DEMO_USER_IDS[role],
    });
    return this.as(initData);
  }

  as(initData: string): Session {
    return new Session(this.front, this.cookie, initData);
  }
}

function stickyCookie(response: Response): string | null {
  const pin = response.headers.getSetCookie().find((c) => c.startsWith(`${STICKY_COOKIE}=`));
  return pin?.split(';')[0] ?? null;
}

export async function sessionsOnBothNodes(front: string): Promise<[Session, Session]> {
  const cookies = new Set<string>();
  const answers: number[] = [];
  for (let attempt = 0; attempt < 10 && cookies.size < 2; attempt += 1) {
    const response = await fetch(`${front}/api/public-config`);
    answers.push(response.status);
    const cookie = stickyCookie(response);
    if (cookie !== null) cookies.add(cookie);
  }
  const [a, b] = [...cookies].sort();
  if (a === undefined || b === undefined) {
    throw new Error(`the proxy never pinned a second node (answers: ${answers.join(', ')})`);
  }
  return [new Session(front, a), new Session(front, b)];
}
