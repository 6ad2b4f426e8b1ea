import { describeFailure } from '../api/describe-failure';

const NO_ANSWER_TEXT = 'Нет ответа от сервера. Проверьте связь и попробуйте ещё раз';

/** The server's own Russian reason when it answered; the network case in words otherwise. */
export function answerErrorText(error: unknown): string {
  const failure = describeFailure(error);
  return failure.kind === 'response' ? failure.message : NO_ANSWER_TEXT;
}
