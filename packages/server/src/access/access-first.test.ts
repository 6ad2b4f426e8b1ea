import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const CHECKS = new Set(['requireAccess', 'requireRole']);

/**
 * Methods nobody signed in calls: jobs, the bank's and Telegram's webhooks (each checked by its
 * route: the bank's token, the webhook secret) and the bot's own events. Anything added here
 * needs a reason a reviewer accepts.
 */
const SYSTEM_ONLY: Record<string, string> = {
  'ads/ads.service.ts#catalogue':
    'the route checks the Telegram signature alone (signatureOnly): the same bytes for everyone, no user row read',
  'ads/ads.service.ts#keptAdOr':
    'only after get failed for want of the database: a bouquet of the catalogue, which anyone signed in may read',
  'users/users.service.ts#signIn':
    'is how a caller comes to be: verified init data, before any user',
  'money/bank-webhook.service.ts#receive': "the bank's webhook, checked by the notification token",
  'money/reconciliation.service.ts#run': 'the daily reconciliation job',
  'money/payouts/bank-payouts.service.ts#follow': 'the job that follows bank payouts in transit',
  'bot/bot-updates.service.ts#receive': "Telegram's webhook, checked by its secret",
  'chat-drafts/chat-drafts.service.ts#receivePart': "a message in the bot's chat, from Telegram",
  'chat-drafts/chat-drafts.service.ts#settleDue': 'the sweep answering albums whose window passed',
  'chat-drafts/chat-drafts.service.ts#sweepExpired': 'the retention sweep',
  'seller-channel/seller-channel.service.ts#onBotMembership':
    'Telegram telling the bot its rights in a channel changed',
};

type Body = ts.ConciseBody | undefined;

function isAccessCheck(statement: ts.Statement | undefined): boolean {
  if (statement === undefined) return false;
  let expression: ts.Expression | undefined;
  if (ts.isExpressionStatement(statement)) expression = statement.expression;
  else if (ts.isVariableStatement(statement)) {
    const [only, ...more] = statement.declarationList.declarations;
    if (more.length === 0) expression = only?.initializer;
  } else if (ts.isReturnStatement(statement)) expression = statement.expression;
  if (expression !== undefined && ts.isAwaitExpression(expression)) {
    expression = expression.expression;
  }
  return (
    expression !== undefined &&
    ts.isCallExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    CHECKS.has(expression.expression.text)
  );
}

function startsWithCheck(body: Body): boolean {
  if (body === undefined) return false;
  if (ts.isBlock(body)) return isAccessCheck(body.statements[0]);
  return isAccessCheck(ts.factory.createExpressionStatement(body));
}

/** The body of a local function or arrow constant a shorthand property points at. */
function localBody(factory: ts.Block, name: string): Body {
  for (const statement of factory.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement.body;
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && init) {
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init.body;
      }
    }
  }
  return undefined;
}

/** Every method of the objects a file's exported factories return: name and whether it checks first. */
export function serviceMethods(file: string, code: string): { name: string; checked: boolean }[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const methods: { name: string; checked: boolean }[] = [];
  for (const statement of source.statements) {
    const exported = ts
      .getModifiers(statement as ts.FunctionDeclaration)
      ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || !ts.isFunctionDeclaration(statement) || statement.body === undefined) continue;
    const factory = statement.body;
    const returned = factory.statements.findLast(ts.isReturnStatement)?.expression;
    if (returned === undefined || !ts.isObjectLiteralExpression(returned)) {
      methods.push({ name: statement.name?.text ?? '?', checked: startsWithCheck(factory) });
      continue;
    }
    for (const property of returned.properties) {
      const name = property.name !== undefined ? property.name.getText(source) : '?';
      let body: Body;
      if (ts.isMethodDeclaration(property)) body = property.body;
      else if (ts.isShorthandPropertyAssignment(property)) body = localBody(factory, name);
      else if (ts.isPropertyAssignment(property)) {
        const value = property.initializer;
        body = ts.isArrowFunction(value) || ts.isFunctionExpression(value) ? value.body : undefined;
      }
      methods.push({ name, checked: startsWithCheck(body) });
    }
  }
  return methods;
}

function serviceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.service.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const allMethods = serviceFiles().flatMap((file) =>
  serviceMethods(file, readFileSync(path.join(SRC, file), 'utf8')).map((method) => ({
    ...method,
    key: `${file}#${method.name}`,
  })),
);

describe('access checked first (issue 23)', () => {
  it('finds the service methods it is about', () => {
    expect(allMethods.length).toBeGreaterThan(90);
  });

  it('opens every service method with requireAccess or requireRole', () => {
    const unchecked = allMethods
      .filter((method) => !method.checked && !(method.key in SYSTEM_ONLY))
      .map((method) => method.key);
    expect(unchecked).toEqual([]);
  });

  it('lists as system-only only methods that exist and do not check', () => {
    const byKey = new Map(allMethods.map((method) => [method.key, method.checked]));
    const stale = Object.keys(SYSTEM_ONLY).filter((key) => byKey.get(key) !== false);
    expect(stale).toEqual([]);
  });

  it('catches a planted method without the check, or with it second', () => {
    const planted = `
      export function createPlantedService(deps: { db: Database }) {
        async function shared(caller: CurrentUser) { return caller.id; }
        return {
          async checked(caller: CurrentUser, id: number) {
            const held = await requireAccess(deps.db, caller, 'order.read', id);
            return held;
          },
          async forgot(caller: CurrentUser, id: number) {
            return findOrderRow(deps.db, id);
          },
          async late(caller: CurrentUser) {
            const rows = await listAll(deps.db);
            requireRole(caller, 'order.listAll');
            return rows;
          },
          arrow: (caller: CurrentUser) => shared(caller),
          shared,
        };
      }`;
    expect(
      serviceMethods('planted.service.ts', planted)
        .filter((method) => !method.checked)
        .map((method) => method.name),
    ).toEqual(['forgot', 'late', 'arrow', 'shared']);
  });
});
