import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { Finding } from './screen-checks.ts';

const require = createRequire(import.meta.url);
// Evaluated, not added as a <script>: the server's Content-Security-Policy admits only the
// page's own inline scripts. Nor as an init script: run before the app, it cost the app its
// Telegram launch parameters on the first client-side navigation.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// WCAG 2.1 A and AA; issue 27 allows no serious or critical violation on any screen.
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

/** Runs axe-core on the current screen; one finding per serious or critical rule broken. */
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
