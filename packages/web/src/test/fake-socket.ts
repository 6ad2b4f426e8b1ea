type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  static all: FakeSocket[] = [];
  readonly emitted: unknown[][] = [];
  readonly initData: string | null;
  connected = false;
  disconnected = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(initData: string | null) {
    this.initData = initData;
    FakeSocket.all.push(this);
  }

  static last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  listens(event: string): boolean {
    return (this.listeners.get(event)?.size ?? 0) > 0;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** Records what the app sent; a join is acknowledged as the server does, a tick later. */
  emit(...args: unknown[]): this {
    const ack = args.at(-1);
    const sent = typeof ack === 'function' ? args.slice(0, -1) : args;
    this.emitted.push(sent);
    if (sent[0] === 'join' && typeof ack === 'function') {
      queueMicrotask(() => ack({ ok: true, room: sent[1] }));
    }
    return this;
  }

  /** The connection drops and socket.io brings it back. */
  reconnect(): void {
    this.receive('disconnect', 'transport close');
    this.receive('connect', undefined);
  }

  connect(): this {
    this.connected = true;
    this.disconnected = false;
    this.receive('connect', undefined);
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    return this;
  }

  receive(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}
