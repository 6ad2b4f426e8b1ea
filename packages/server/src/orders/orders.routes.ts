import {
  idParamSchema,
  moderatorOrderResponseSchema,
  orderByAdResponseSchema,
  orderEditSchema,
  orderListSchema,
  orderPhotoStageSchema,
  orderSchema,
  textInput,
} from '@flowers/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCapability, requireUser } from '../auth/auth.hooks.ts';
import type { OrderPhotosService } from './order-photos.service.ts';
import type { OrdersService } from './orders.service.ts';

const idParams = z.object({ id: idParamSchema });
const adIdParams = z.object({ adId: idParamSchema });
const photoParams = z.object({ id: idParamSchema, stage: orderPhotoStageSchema });
// spec §7 sends no body; a reason, when given, is kept as the cancel reason.
const cancelBody = z.object({ reason: textInput.trim().min(1).max(500).optional() }).nullish();
const PHOTO_FIELD = 'photo';

/** The `photo` file of a multipart form; other files are drained unread (spec §7). */
async function readStagePhoto(request: FastifyRequest): Promise<Buffer | null> {
  let photo: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname === PHOTO_FIELD && photo === null) {
      photo = await part.toBuffer();
    } else {
      for await (const chunk of part.file) void chunk;
    }
  }
  return photo;
}

export function ordersRoutes(orders: OrdersService, photos: OrderPhotosService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = requireCapability('moderate');
    const allOrders = requireCapability('allOrders');
    const manageReserved = requireCapability('manageReserved');
    const one = { params: idParams, response: { 200: orderSchema } };

    r.get(
      '/api/orders/all',
      { preHandler: allOrders, schema: { response: { 200: orderListSchema } } },
      () => orders.all(),
    );
    r.get(
      '/api/orders/by-ad/:adId',
      {
        preHandler: manageReserved,
        schema: { params: adIdParams, response: { 200: orderByAdResponseSchema } },
      },
      async (request) => ({ order: await orders.activeOrderIdForAd(request.params.adId) }),
    );
    r.get('/api/orders/:id', { schema: one }, (request) =>
      orders.get(requireUser(request), request.params.id),
    );
    r.get('/api/my-orders', { schema: { response: { 200: orderListSchema } } }, (request) =>
      orders.mine(requireUser(request)),
    );
    r.get(
      '/api/moderator/orders/:id',
      {
        preHandler: staff,
        schema: { params: idParams, response: { 200: moderatorOrderResponseSchema } },
      },
      async (request) => ({ order: await orders.getForStaff(request.params.id) }),
    );

    for (const path of ['/api/orders/:id', '/api/orders/:id/edit']) {
      r.route({
        method: path.endsWith('/edit') ? 'POST' : 'PUT',
        url: path,
        preHandler: allOrders,
        schema: { ...one, body: orderEditSchema },
        handler: (request) => orders.edit(requireUser(request), request.params.id, request.body),
      });
    }
    r.post('/api/orders/:id/complete', { preHandler: manageReserved, schema: one }, (request) =>
      orders.complete(requireUser(request), request.params.id),
    );
    r.post(
      '/api/orders/:id/cancel',
      { preHandler: manageReserved, schema: { ...one, body: cancelBody } },
      (request) =>
        orders.cancel(requireUser(request), request.params.id, request.body?.reason ?? null),
    );
    r.post('/api/orders/:id/delete', { preHandler: allOrders, schema: one }, (request) =>
      orders.remove(requireUser(request), request.params.id),
    );
    r.post('/api/orders/:id/moder-delivered', { preHandler: staff, schema: one }, (request) =>
      orders.markDelivered(requireUser(request), request.params.id),
    );
    r.post(
      '/api/orders/:id/photos/:stage',
      { preHandler: staff, schema: { params: photoParams, response: { 200: orderSchema } } },
      async (request) =>
        photos.upload(
          requireUser(request),
          request.params.id,
          request.params.stage,
          await readStagePhoto(request),
        ),
    );
  };
}
