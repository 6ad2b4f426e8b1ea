import { UPLOADS_BUSY_MESSAGE } from '@flowers/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { whenUploadEnds } from '../http/multipart-form.ts';

// About the time a few uploads ahead take to be decoded and stored.
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

// Every form with files is a photo upload (ads, order photos, disputes).
const isUpload = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') === true;

/**
 * At most `maxUploads` multipart requests at once: each keeps its photos (up to 6 × 15 MB)
 * in temp files while the photo pool works through them one by one, so beyond the bound a
 * new one is answered 503 with Retry-After at once, before any of its body is read, instead
 * of piling up. A place is given back when the upload is over (whenUploadEnds), not when its
 * sender leaves, which would let senders who leave and come back pile up photos. Register it
 * after the authentication hook and registerUploadFiles: a stranger's request is refused
 * before it can take a place.
 */
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
    // Not when the sender leaves: its photos are still processed until the answer.
    whenUploadEnds(request, () => {
      inFlight -= 1;
    });
  });
}
