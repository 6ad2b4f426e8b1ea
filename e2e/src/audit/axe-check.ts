import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { Finding } from './screen-checks.ts';

const require = createRequire(import.meta.url);
// Evaluated: the CSP admits only the page's own inline scripts, and an init script ran
// before the app and cost it its launch parameters.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// Issue 27 allows no serious or critical violation on any screen.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = ['serious', 'critical'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}
interface AxeRunner {
  run(
    context: Document,
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
  ): Promise<{ violations: AxeViolation[] }>;
}

export async function checkAccessibility(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags }) => {
      const axe = (window as unknown as { axe: AxeRunner }).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { tags: TAGS },
  );
  return violations
    .filter((violation) => violation.impact !== null && BLOCKING.includes(violation.impact))
    .map((violation) => ({
      check: 'accessibility',
      element: `${violation.id} (${String(violation.impact)}): ${violation.help}`,
      measured: `${String(violation.targets.length)} × ${violation.targets.slice(0, 3).join(', ')}`,
    }));
}
