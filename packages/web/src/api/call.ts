import type { paths } from './contract.gen';
import { apiRequest, uploadWithProgress } from './http';
import type { UploadProgress } from './http';

/**
 * Every call the app makes, typed by the contract the server emits (docs/api/openapi.json):
 * a path the server does not serve, a missing parameter or a wrong body fails the typecheck.
 * Types only, so the first load carries nothing for it (docs/decisions/0006-route-contract.md).
 */
type Method = 'get' | 'post' | 'put' | 'delete';

type Operation<M extends Method, P extends keyof paths> = paths[P][M];

/** The contract's paths that answer `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: Operation<M, P> extends { responses: object } ? P : never;
}[keyof paths];

type Success<O> = O extends { responses: { 200: infer R } } ? R : never;
// JSON is parsed; anything else (the payout register's CSV) comes as the text it is.
type Content<R> = R extends { content: infer C } ? C[keyof C] : unknown;
export type ApiAnswer<M extends Method, P extends ApiPath<M>> = Content<Success<Operation<M, P>>>;

// A number in a path is text in the URL: Telegram ids travel as strings, beyond 2^53.
type PathParams<O> = O extends { parameters: { path: infer T } }
  ? { [K in keyof T]: T[K] extends number ? number | string : T[K] }
  : never;
type Query<O> = O extends { parameters: { query?: infer T } } ? T : never;
type Path<O> = Part<'path', PathParams<O>, true>;
type Body<O> = O extends { requestBody?: never }
  ? never
  : O extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : O extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : never;

/** The JSON body `method` on `path` takes. */
export type ApiBody<M extends Method, P extends ApiPath<M>> = Exclude<
  Body<Operation<M, P>>,
  undefined
>;

type Part<Key extends string, T, Required extends boolean> = [T] extends [never | undefined]
  ? { [K in Key]?: never }
  : Required extends true
    ? { [K in Key]: T }
    : { [K in Key]?: T };

/**
 * The contract describes no multipart body (the server reads those forms itself), so a form
 * goes only where a post or put declares no JSON body.
 */
type FormPart<M extends Method, O> = M extends 'post' | 'put'
  ? [Body<O>] extends [undefined]
    ? { form?: FormData }
    : { form?: never }
  : { form?: never };

export type CallOptions<M extends Method, O> = {
  signal?: AbortSignal;
  initData?: string;
} & Path<O> &
  Part<'query', Query<O>, object extends Query<O> ? false : true> &
  Part<'body', Body<O>, undefined extends Body<O> ? false : true> &
  FormPart<M, O>;

type OptionsArgument<M extends Method, O> =
  object extends CallOptions<M, O> ? [CallOptions<M, O>?] : [CallOptions<M, O>];

type Scalar = string | number | boolean;

/** `/api/orders/{id}` with `{ id: 7 }` → `/api/orders/7`. */
export function fillPath(template: string, params: Record<string, Scalar> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

function queryString(query: Record<string, Scalar | null | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export async function call<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options]: OptionsArgument<M, Operation<M, P>>
): Promise<ApiAnswer<M, P>> {
  const {
    path: params,
    query,
    body,
    form,
    signal,
    initData,
  } = (options ?? {}) as {
    path?: Record<string, Scalar>;
    query?: Record<string, Scalar | null | undefined>;
    body?: unknown;
    form?: FormData;
    signal?: AbortSignal;
    initData?: string;
  };
  const url = fillPath(path, params) + queryString(query);
  const sent = form ?? body;
  const answer = await apiRequest(url, {
    method: method.toUpperCase() as Uppercase<M>,
    ...(sent !== undefined && { body: sent }),
    ...(signal !== undefined && { signal }),
    ...(initData !== undefined && { initData }),
  });
  // The server's response schema checked it on the way out (issue 14: no zod in the first load).
  return answer as ApiAnswer<M, P>;
}

type UploadMethod = 'post' | 'put';

export type UploadCallOptions<O> = Path<O> & {
  form: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** A form sent over XMLHttpRequest, which reports upload progress where fetch does not. */
export async function upload<M extends UploadMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: UploadCallOptions<Operation<M, P>>,
): Promise<ApiAnswer<M, P>> {
  const { form, onProgress, signal } = options;
  const params = (options as { path?: Record<string, Scalar> }).path;
  const answer = await uploadWithProgress(fillPath(path, params), form, {
    method: method.toUpperCase() as Uppercase<M>,
    ...(onProgress !== undefined && { onProgress }),
    ...(signal !== undefined && { signal }),
  });
  return answer as ApiAnswer<M, P>;
}
