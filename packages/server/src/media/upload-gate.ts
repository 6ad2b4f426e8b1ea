import { UPLOADS_BUSY_MESSAGE } from '@flowers/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { whenUploadEnds } from '../http/multipart-form.ts';

// About the time a few uploads ahead take to be decoded and stored.
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

const isUpload = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') === true;

// Each upload keeps up to 6 × 15 MB in temp files, so beyond the bound it gets 503 before its
// body is read. After the auth hook, so a stranger cannot take a place.
export function registerUploadGate(app: FastifyInstance, options: { maxUploads: number }): void {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpload(request)) return;
    if (inFlight >= options.maxUploads) {
      return reply
        .status(503)
        .header('retry-after', String(UPLOAD_RETRY_AFTER_SECONDS))
        .send({ error: UPLOADS_BUSY_MESSAGE });
    }
    inFlight += 1;
    whenUploadEnds(request, () => {
      inFlight -= 1;
    });
  });
}
