import { vi } from 'vitest';

export class FakeUploadRequest extends EventTarget {
  static all: FakeUploadRequest[] = [];
  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  status = 0;
  statusText = '';
  responseText = '';
  sent: FormData | null = null;

  constructor() {
    super();
    FakeUploadRequest.all.push(this);
  }

  static install(): void {
    FakeUploadRequest.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  }

  static last(): FakeUploadRequest {
    const last = FakeUploadRequest.all.at(-1);
    if (!last) throw new Error('no upload was started');
    return last;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(body: FormData): void {
    this.sent = body;
  }

  abort(): void {
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { loaded, total, lengthComputable: true }),
    );
  }

  respond(status: number, body: unknown, statusText = ''): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}
