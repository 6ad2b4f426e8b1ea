import type { paths } from './contract.gen';
import { apiRequest } from './http';

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
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : unknown;
export type ApiAnswer<M extends Method, P extends ApiPath<M>> = Json<Success<Operation<M, P>>>;

// A number in a path is text in the URL: Telegram ids travel as strings, beyond 2^53.
type PathParams<O> = O extends { parameters: { path: infer T } }
  ? { [K in keyof T]: T[K] extends number ? number | string : T[K] }
  : never;
type Query<O> = O extends { parameters: { query?: infer T } } ? T : never;
type Body<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : never;

type Part<Key extends string, T, Required extends boolean> = [T] extends [never | undefined]
  ? { [K in Key]?: never }
  : Required extends true
    ? { [K in Key]: T }
    : { [K in Key]?: T };

export type CallOptions<O> = { signal?: AbortSignal; initData?: string } & Part<
  'path',
  PathParams<O>,
  true
> &
  Part<'query', Query<O>, false> &
  Part<'body', Body<O>, undefined extends Body<O> ? false : true>;

type OptionsArgument<O> = object extends CallOptions<O> ? [CallOptions<O>?] : [CallOptions<O>];

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
  ...[options]: OptionsArgument<Operation<M, P>>
): Promise<ApiAnswer<M, P>> {
  const {
    path: params,
    query,
    body,
    signal,
    initData,
  } = (options ?? {}) as {
    path?: Record<string, Scalar>;
    query?: Record<string, Scalar | null | undefined>;
    body?: unknown;
    signal?: AbortSignal;
    initData?: string;
  };
  const url = fillPath(path, params) + queryString(query);
  const answer = await apiRequest(url, {
    method: method.toUpperCase() as Uppercase<M>,
    ...(body !== undefined && { body }),
    ...(signal !== undefined && { signal }),
    ...(initData !== undefined && { initData }),
  });
  // The server's response schema checked it on the way out (issue 14: no zod in the first load).
  return answer as ApiAnswer<M, P>;
}
