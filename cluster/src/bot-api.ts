import { createServer, type IncomingMessage } from 'node:http';

export interface BotApiCall {
  at: number;
  node: string;
  method: string;
  chatId: number;
  messageId: number;
  text: string;
}

export interface BotApi {
  rootFor(node: string): string;
  readonly calls: readonly BotApiCall[];
  chat(chatId: number): string[];
  readonly refusedForGroupLimit: number;
  /** Refused for the bot's ~30 messages a second across all chats and nodes. */
  readonly refusedForBotLimit: number;
  close(): Promise<void>;
}

const SENDS = new Set(['sendMessage', 'sendPhoto']);
const EDITS = new Set(['editMessageText', 'editMessageCaption']);
// telegram-bot.md "Limits".
const GROUP_PER_MINUTE = 20;
const BOT_PER_SECOND = 30;
const BOT = {
  id: 7_000_000_001,
  is_bot: true,
  first_name: 'Цветы',
  username: 'flowers_cluster_bot',
};

function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      try {
        resolve(text === '' ? {} : (JSON.parse(text) as Record<string, unknown>));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.on('error', reject);
  });
}

/** Outside the nodes, so it keeps taking messages while their database is cut off. */
export async function startBotApi(): Promise<BotApi> {
  const calls: BotApiCall[] = [];
  const chats = new Map<number, Map<number, string>>();
  const groupTimes = new Map<number, number[]>();
  let nextMessageId = 1;
  let refusedForGroupLimit = 0;
  let refusedForBotLimit = 0;
  let botTimes: number[] = [];

  const overBotLimit = (now: number): boolean => {
    botTimes = botTimes.filter((at) => at > now - 1_000);
    if (botTimes.length >= BOT_PER_SECOND) return true;
    botTimes.push(now);
    return false;
  };

  const overGroupLimit = (chatId: number, now: number): number | null => {
    if (chatId > 0) return null;
    const times = (groupTimes.get(chatId) ?? []).filter((at) => at > now - 60_000);
    groupTimes.set(chatId, times);
    if (times.length < GROUP_PER_MINUTE) {
      times.push(now);
      return null;
    }
    return Math.ceil(((times[0] ?? now) + 60_000 - now) / 1000);
  };

  const server = createServer((request, response) => {
    const answer = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const match = /^\/([^/]+)\/bot[^/]+\/([A-Za-z]+)$/.exec(request.url ?? '');
    if (match === null)
      return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, node = '', method = ''] = match;
    body(request).then(
      (params) => {
        if (method === 'getMe') return answer(200, { ok: true, result: BOT });
        if (!SENDS.has(method) && !EDITS.has(method))
          return answer(200, { ok: true, result: true });
        const chatId = Number(params.chat_id);
        const text = String(params.text ?? params.caption ?? '');
        const now = Date.now();
        if (overBotLimit(now)) {
          refusedForBotLimit += 1;
          return answer(429, {
            ok: false,
            error_code: 429,
            description: 'Too Many Requests: retry after 1',
            parameters: { retry_after: 1 },
          });
        }
        const retryAfter = overGroupLimit(chatId, now);
        if (retryAfter !== null) {
          refusedForGroupLimit += 1;
          return answer(429, {
            ok: false,
            error_code: 429,
            description: `Too Many Requests: retry after ${retryAfter}`,
            parameters: { retry_after: retryAfter },
          });
        }
        const chat = chats.get(chatId) ?? new Map<number, string>();
        chats.set(chatId, chat);
        const messageId = EDITS.has(method) ? Number(params.message_id) : nextMessageId++;
        chat.set(messageId, text);
        calls.push({ at: now, node, method, chatId, messageId, text });
        answer(200, {
          ok: true,
          result: {
            message_id: messageId,
            date: Math.floor(now / 1000),
            chat: { id: chatId, type: chatId > 0 ? 'private' : 'supergroup' },
            text,
          },
        });
      },
      () => answer(400, { ok: false, error_code: 400, description: 'Bad Request' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  return {
    rootFor: (node) => `${url}/${node}`,
    calls,
    chat: (chatId) => [...(chats.get(chatId)?.values() ?? [])],
    get refusedForGroupLimit() {
      return refusedForGroupLimit;
    },
    get refusedForBotLimit() {
      return refusedForBotLimit;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
