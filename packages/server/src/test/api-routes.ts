import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  url: string;
}

export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  // printRoutes draws a tree; each line's indentation says which prefix it continues.
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.search(/[├└]── /);
    const match = /[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (branch < 0 || match?.[1] === undefined) continue;
    const depth = branch / 4;
    prefixes[depth] = match[1].replace(/\|:\w+/g, '');
    const url = prefixes.slice(0, depth + 1).join('');
    if (!url.startsWith('/api/') || match[2] === undefined) continue;
    for (const method of match[2].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

export const fillParams = (url: string, value: string): string =>
  url.replace(/:[A-Za-z]+/g, encodeURIComponent(value));
