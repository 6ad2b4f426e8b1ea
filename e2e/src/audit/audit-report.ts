import type { Finding } from './screen-checks.ts';

export interface Sighting extends Finding {
  route: string;
  theme: string;
  viewport: string;
}

export function formatReport(role: string, sightings: readonly Sighting[]): string {
  const byRoute = new Map<string, Map<string, Sighting[]>>();
  for (const sighting of sightings) {
    const route = byRoute.get(sighting.route) ?? new Map<string, Sighting[]>();
    byRoute.set(sighting.route, route);
    // The same control on every card of a list is one line, with the number of cards.
    const key = `${sighting.check}: ${sighting.element.replace(/ in \[[^\]]*\]/g, '')}`;
    route.set(key, [...(route.get(key) ?? []), sighting]);
  }
  const lines = [`${String(sightings.length)} findings on ${role}'s screens:`];
  for (const [route, elements] of byRoute) {
    lines.push('', `${route} (${role})`);
    for (const [key, seen] of elements) {
      const byMeasure = new Map<string, string[]>();
      for (const one of seen) {
        const where = `${one.theme} ${one.viewport}`;
        const list = byMeasure.get(one.measured) ?? [];
        if (!list.includes(where)) list.push(where);
        byMeasure.set(one.measured, list);
      }
      const measures = [...byMeasure].map(
        ([measured, where]) => `${measured} [${where.join(', ')}]`,
      );
      const elements = new Set(seen.map((one) => one.element)).size;
      const count = elements > 1 ? ` (${String(elements)} elements)` : '';
      lines.push(`  - ${key}${count} — ${measures.join('; ')}`);
    }
  }
  return lines.join('\n');
}
