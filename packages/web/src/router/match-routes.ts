import type { ReactNode } from 'react';

export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  path: string;
  routes: RouteObject[];
  score: number;
}

// react-router's ranking: the more static segments a path has, the earlier it wins.
function scoreOf(path: string): number {
  const segments = path.split('/').filter(Boolean);
  return segments.reduce(
    (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segments.length,
  );
}

function flatten(routes: readonly RouteObject[], parents: RouteObject[] = []): Branch[] {
  return routes.flatMap((route) => {
    const line = [...parents, route];
    if (route.children) return flatten(route.children, line);
    return route.path === undefined
      ? []
      : [{ path: route.path, routes: line, score: scoreOf(route.path) }];
  });
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function matchPath(path: string, pathname: string): Params | null {
  const pattern = path.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const splat = pattern.at(-1) === '*';
  if (splat) pattern.pop();
  if (splat ? actual.length < pattern.length : actual.length !== pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [at, segment] of pattern.entries()) {
    const value = actual[at] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  if (splat) params['*'] = actual.slice(pattern.length).map(decode).join('/');
  return params;
}

export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = flatten(routes).sort((a, b) => b.score - a.score);
  for (const branch of branches) {
    const params = matchPath(branch.path, pathname);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
