import type { Page } from 'playwright-core';
import type { Finding } from './screen-checks.ts';

// A screen longer than this is not a trap.
const MAX_TABS = 60;

interface FocusState {
  again: boolean;
  label: string;
  indicator: boolean;
  onScreen: boolean;
  reachable: number;
}

function focusState(): FocusState | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  // The element itself, not its place: the windowed grid redraws rows as focus scrolls.
  const walk = window as unknown as { __auditFocused?: WeakSet<Element> };
  walk.__auditFocused ??= new WeakSet();
  const again = walk.__auditFocused.has(element);
  walk.__auditFocused.add(element);
  const shows = (candidate: Element | null): boolean => {
    if (candidate === null) return false;
    const style = getComputedStyle(candidate);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const border =
      parseFloat(style.borderTopWidth) > 0 &&
      style.borderTopStyle !== 'none' &&
      !/rgba\(.*,\s*0\)|transparent/.test(style.borderTopColor);
    return outline || shadow || border;
  };
  const box = element.getBoundingClientRect();
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const reachable = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
    (candidate) =>
      candidate.closest('[inert], [hidden], [aria-hidden="true"]') === null &&
      candidate.getClientRects().length > 0 &&
      getComputedStyle(candidate).visibility !== 'hidden',
  ).length;
  return {
    again,
    label:
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').trim().slice(0, 40) ??
      element.tagName,
    indicator: shows(element) || shows(element.parentElement) || shows(element.nextElementSibling),
    onScreen:
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < window.innerHeight &&
      box.right > 0 &&
      box.left < window.innerWidth,
    reachable,
  };
}

/** Issue 27: every reached control shows its focus, and Tab is never trapped outside a dialog. */
export async function checkKeyboard(page: Page): Promise<Finding[]> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    (window as unknown as { __auditFocused?: WeakSet<Element> }).__auditFocused = new WeakSet();
  });
  const findings: Finding[] = [];
  let visited = 0;
  let first: FocusState | null = null;
  for (let press = 0; press < MAX_TABS; press += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(focusState);
    if (state === null) {
      if (first !== null) break;
      continue;
    }
    first ??= state;
    if (state.again) {
      const inDialog = await page.evaluate(
        () => document.activeElement?.closest('[role="dialog"]') !== null,
      );
      if (!inDialog && visited < Math.min(state.reachable, MAX_TABS) - 1) {
        findings.push({
          check: 'focus trap',
          element: state.label,
          measured: `Tab circles among ${String(visited)} of ${String(state.reachable)} controls`,
        });
      }
      break;
    }
    visited += 1;
    if (!state.indicator) {
      findings.push({ check: 'focus not visible', element: state.label, measured: 'no outline' });
    }
    if (!state.onScreen) {
      findings.push({
        check: 'focus off screen',
        element: state.label,
        measured: 'not scrolled in',
      });
    }
  }
  return findings;
}
