import {
  INTERNAL_ERROR_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  EMPTY_BODY_MESSAGE,
  INVALID_CONTENT_LENGTH_MESSAGE,
  INVALID_JSON_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  MULTIPART_EXPECTED_MESSAGE,
  PHOTO_MESSAGES,
  REQUEST_TOO_LARGE_MESSAGE,
  TOO_MANY_FORM_FIELDS_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNSUPPORTED_MEDIA_TYPE_MESSAGE,
} from '@flowers/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_BY_CODE } from './app-error.ts';
import { isUnavailableError } from './unavailable.ts';

// Long enough for a database failover or a pool to free up, short enough not to lose a buyer.
export const RETRY_AFTER_SECONDS = 5;

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON_MESSAGE,
  FST_ERR_CTP_EMPTY_JSON_BODY: EMPTY_BODY_MESSAGE,
  FST_ERR_CTP_BODY_TOO_LARGE: REQUEST_TOO_LARGE_MESSAGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE_MESSAGE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: INVALID_CONTENT_LENGTH_MESSAGE,
  FST_ERR_VALIDATION: INVALID_REQUEST_MESSAGE,
  FST_REQ_FILE_TOO_LARGE: PHOTO_MESSAGES.tooLarge,
  FST_FILES_LIMIT: PHOTO_MESSAGES.tooMany,
  FST_PARTS_LIMIT: TOO_MANY_FORM_FIELDS_MESSAGE,
  FST_INVALID_MULTIPART_CONTENT_TYPE: MULTIPART_EXPECTED_MESSAGE,
};

/** 5xx details stay in the log, never in the answer. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(STATUS_BY_CODE[error.code]).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ error: first?.message ?? INVALID_REQUEST_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FASTIFY_CLIENT_ERRORS[error.code];
      const message =
        known ?? (status === 429 ? TOO_MANY_REQUESTS_MESSAGE : INVALID_REQUEST_MESSAGE);
      return reply.status(status).send({ error: message });
    }
    if (isUnavailableError(error)) {
      request.log.warn({ err: error }, 'backing service unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: SERVICE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: INTERNAL_ERROR_MESSAGE });
  });
}
