import { randomUUID } from 'node:crypto';
import { plainText } from './standin-text.ts';
import type { StandinStore } from './standin.repository.ts';

type Params = Record<string, unknown>;

export interface StandinInlineResult {
  type: string;
  id: string;
  title?: string;
  description?: string;
  photo_url?: string;
  thumbnail_url?: string;
  caption?: string;
  input_message_content?: { message_text?: string };
  reply_markup?: { inline_keyboard?: unknown[][] };
}

export interface StandinInlineAnswer {
  results: StandinInlineResult[];
  next_offset: string;
}

// core.telegram.org/bots/api#answerinlinequery.
const RESULTS_MAX = 50;
const OFFSET_MAX_BYTES = 64;
const KEPT_ANSWERS = 200;
const PREPARED_LIFETIME_S = 24 * 60 * 60;

const isResult = (value: unknown): value is StandinInlineResult =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string' &&
  typeof (value as { id?: unknown }).id === 'string';

/** Kept in the process, as the callback answers are. */
export function createStandinInline() {
  const waiting = new Set<string>();
  const answers = new Map<string, StandinInlineAnswer>();
  const prepared = new Map<
    string,
    { userId: number; result: StandinInlineResult; until: number }
  >();

  function keep(id: string, answer: StandinInlineAnswer): void {
    answers.set(id, answer);
    if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value as string);
  }

  return {
    open(): string {
      const id = randomUUID().replace(/-/g, '').slice(0, 20);
      waiting.add(id);
      return id;
    },
    close(id: string): StandinInlineAnswer | null {
      waiting.delete(id);
      return answers.get(id) ?? null;
    },
    answered: (id: string) => answers.get(id) ?? null,
    answer(params: Params): string | null {
      const id = params.inline_query_id;
      if (typeof id !== 'string' || !waiting.has(id)) {
        return 'Bad Request: query is too old and response timeout expired or query ID is invalid';
      }
      const results = params.results;
      if (!Array.isArray(results) || !results.every(isResult)) {
        return 'Bad Request: RESULTS_INVALID';
      }
      if (results.length > RESULTS_MAX) return 'Bad Request: RESULTS_TOO_MUCH';
      const offset = typeof params.next_offset === 'string' ? params.next_offset : '';
      if (Buffer.byteLength(offset) > OFFSET_MAX_BYTES) return 'Bad Request: NEXT_OFFSET_INVALID';
      waiting.delete(id);
      keep(id, { results, next_offset: offset });
      return null;
    },
    /** Bot API 8.0. */
    prepare(params: Params): { id: string; expiration_date: number } | string {
      const userId = params.user_id;
      if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) {
        return 'Bad Request: user not found';
      }
      if (!isResult(params.result)) return 'Bad Request: RESULT_INVALID';
      const id = randomUUID().replace(/-/g, '').slice(0, 16);
      const until = Math.floor(Date.now() / 1000) + PREPARED_LIFETIME_S;
      prepared.set(id, { userId, result: params.result, until });
      return { id, expiration_date: until };
    },
    preparedFor(userId: number, id: string): StandinInlineResult | null {
      const message = prepared.get(id);
      if (message === undefined || message.userId !== userId) return null;
      return message.until * 1000 > Date.now() ? message.result : null;
    },
  };
}

export type StandinInline = ReturnType<typeof createStandinInline>;

export function postResult(
  store: StandinStore,
  chatId: number,
  fromId: number,
  result: StandinInlineResult,
) {
  const photo = result.type === 'photo' && typeof result.photo_url === 'string';
  const text = result.input_message_content?.message_text ?? result.title ?? '';
  return store.addMessage({
    chatId,
    fromId,
    text: photo ? null : plainText(text),
    photoUrl: photo ? (result.photo_url ?? null) : null,
    caption: photo && result.caption !== undefined ? plainText(result.caption) : null,
    replyMarkup: result.reply_markup?.inline_keyboard ?? [],
  });
}
