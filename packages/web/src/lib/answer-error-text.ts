import { describeFailure } from '../api/describe-failure';

const NO_ANSWER_TEXT = 'Нет ответа от сервера. Проверьте связь и попробуйте ещё раз';

export function answerErrorText(error: unknown): string {
  const failure = describeFailure(error);
  return failure.kind === 'response' ? failure.message : NO_ANSWER_TEXT;
}
