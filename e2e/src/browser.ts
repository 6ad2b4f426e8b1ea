import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '@flowers/server/testing';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts', import.meta.url));
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** On this shared, slow machine. */
export const WAIT_MS = 30_000;

export async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: WAIT_MS });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
