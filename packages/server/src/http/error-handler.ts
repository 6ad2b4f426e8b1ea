import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_BY_CODE } from './app-error.ts';
import { isUnavailableError } from './unavailable.ts';

const INTERNAL_ERROR = 'Внутренняя ошибка сервера. Попробуйте позже.';
export const SERVICE_UNAVAILABLE =
  'Сервис временно недоступен. Повторите попытку через несколько секунд.';
// Long enough for a database failover or a pool to free up, short enough not to lose a buyer.
export const RETRY_AFTER_SECONDS = 5;

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Некорректный JSON в теле запроса',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Некорректная длина запроса',
  FST_ERR_VALIDATION: 'Некорректный запрос',
  FST_REQ_FILE_TOO_LARGE: 'Файл больше 15 МБ',
  FST_FILES_LIMIT: 'Максимум 6 фото',
  FST_PARTS_LIMIT: 'Слишком много полей в форме',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Ожидается multipart/form-data',
};

/** 5xx details stay in the log, never in the answer. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(STATUS_BY_CODE[error.code]).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ error: first?.message ?? 'Некорректный запрос' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FASTIFY_CLIENT_ERRORS[error.code];
      const message =
        known ??
        (status === 429 ? 'Слишком много запросов. Попробуйте позже.' : 'Некорректный запрос');
      return reply.status(status).send({ error: message });
    }
    if (isUnavailableError(error)) {
      request.log.warn({ err: error }, 'backing service unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: SERVICE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: INTERNAL_ERROR });
  });
}
