import { ApiError } from '../api/http';

const NO_ANSWER_TEXT = 'Нет ответа от сервера. Проверьте связь и попробуйте ещё раз';

/** The server's own Russian reason when it answered; the network case in words otherwise. */
export function answerErrorText(error: unknown): string {
  return error instanceof ApiError ? error.message : NO_ANSWER_TEXT;
}
