import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildTestApp } from './test-app.ts';

/** The contract: the OpenAPI document the server emits, and the web's types generated from it. */
export const CONTRACT_DOCUMENT = fileURLToPath(
  new URL('../../../../docs/api/openapi.json', import.meta.url),
);
export const CONTRACT_TYPES = fileURLToPath(
  new URL('../../../web/src/api/contract.gen.ts', import.meta.url),
);

const TYPES_HEADER = `/* Generated from docs/api/openapi.json by \`npm run contract\`; edit the routes, not this. */\n`;

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** What the demo-mode server emits now, with the stand-ins' routes, as a reader sees it. */
export async function emitContractDocument(): Promise<string> {
  const t = await buildTestApp({ TELEGRAM_BOT_TOKEN: undefined });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200)
      throw new Error(`/api/docs/json: ${response.statusCode} ${response.body}`);
    return `${JSON.stringify(response.json(), null, 2)}\n`;
  } finally {
    await t.close();
  }
}

export async function contractTypesOf(document: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0], {
    silent: true,
  });
  return TYPES_HEADER + astToString(ast);
}

export async function readContract(): Promise<{ document: string; types: string }> {
  const [document, types] = await Promise.all([
    readFile(CONTRACT_DOCUMENT, 'utf8'),
    readFile(CONTRACT_TYPES, 'utf8'),
  ]);
  return { document, types };
}

export async function writeContract(): Promise<void> {
  const document = await emitContractDocument();
  await writeFile(CONTRACT_DOCUMENT, document);
  await writeFile(CONTRACT_TYPES, await contractTypesOf(document));
}
