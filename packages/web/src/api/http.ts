import { readErrorField } from '@flowers/domain';
import { env } from '../config/env';
import { takeEarlyResponse } from './early-requests';
import { getInitData } from './session-store';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly statusText: string;

  constructor(status: number, body: unknown, message: string, statusText = '') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.statusText = statusText;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  initData?: string;
}

function apiUrl(path: string): string {
  return `${env.apiBaseUrl}${path}`;
}

function authHeaders(initData: string | undefined): Record<string, string> {
  const value = initData ?? getInitData();
  return value ? { 'x-initdata': value } : {};
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// Browsers say «Failed to fetch» or «Load failed» when nothing answered; people read this.
export const NO_CONNECTION_TEXT = 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.';

/** Still a TypeError, so describeFailure tells it as «no response» (spec §8). */
function noConnection(error: unknown): unknown {
  return error instanceof TypeError ? new TypeError(NO_CONNECTION_TEXT, { cause: error }) : error;
}

// Issue 40: a proxy's error page («Bad Gateway», «Internal Server Error») is no message of ours;
// people read Russian, said by what the status means.
export const SERVER_UNAVAILABLE_TEXT =
  'Сервер временно недоступен. Попробуйте ещё раз через минуту.';
export const SERVER_FAILED_TEXT = 'На сервере произошла ошибка. Попробуйте ещё раз позже.';
export const REQUEST_TOO_LARGE_TEXT = 'Слишком большой запрос: уменьшите фото и попробуйте снова.';

function statusText(status: number): string {
  if (status === 413) return REQUEST_TOO_LARGE_TEXT;
  if (status === 502 || status === 503 || status === 504) return SERVER_UNAVAILABLE_TEXT;
  if (status >= 500) return SERVER_FAILED_TEXT;
  return `Запрос не выполнен (код ${status}). Попробуйте ещё раз.`;
}

/** Our server answers JSON; text (an HTML page) came from something in between. */
function isOurs(body: unknown): boolean {
  return typeof body !== 'string';
}

function apiError(status: number, reasonPhrase: string, raw: unknown): ApiError {
  const body = isOurs(raw) ? raw : null;
  const message = readErrorField(body) ?? statusText(status);
  return new ApiError(status, body, message, reasonPhrase);
}

/** The transport under call() and upload() (call.ts), which type each path by the contract. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers = authHeaders(options.initData);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? 'GET';
  const early =
    body === undefined && env.apiBaseUrl === ''
      ? takeEarlyResponse(method, path, headers['x-initdata'])
      : null;
  let response: Response;
  try {
    response = await (early ??
      fetch(apiUrl(path), { method, headers, body, signal: options.signal }));
  } catch (error) {
    throw noConnection(error);
  }
  const data = parseBody(await response.text());
  if (!response.ok) throw apiError(response.status, response.statusText, data);
  return data;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  fraction: number | null;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** XMLHttpRequest, because fetch reports no upload progress. */
export function uploadWithProgress(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', apiUrl(path));
    for (const [name, value] of Object.entries(authHeaders(undefined))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        fraction: event.lengthComputable && event.total > 0 ? event.loaded / event.total : null,
      });
    });
    xhr.addEventListener('load', () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject(apiError(xhr.status, xhr.statusText, data));
    });
    xhr.addEventListener('error', () => {
      reject(new TypeError(NO_CONNECTION_TEXT));
    });
    xhr.addEventListener('abort', () => {
      reject(new DOMException('Upload aborted', 'AbortError'));
    });
    options.signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(form);
  });
}
