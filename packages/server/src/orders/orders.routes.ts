import {
  allOrdersPageQuerySchema,
  idParamSchema,
  moderatorOrderResponseSchema,
  orderByAdResponseSchema,
  orderEditSchema,
  orderListSchema,
  orderPageSchema,
  orderPhotoStageSchema,
  orderSchema,
  textInput,
} from '@flowers/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import { readMultipartForm } from '../http/multipart-form.ts';
import type { OrderPhotosService } from './order-photos.service.ts';
import type { OrdersService } from './orders.service.ts';

const idParams = z.object({ id: idParamSchema });
const adIdParams = z.object({ adId: idParamSchema });
const photoParams = z.object({ id: idParamSchema, stage: orderPhotoStageSchema });
// spec §7 sends no body; a reason, when given, is kept as the cancel reason.
const cancelBody = z.object({ reason: textInput.trim().min(1).max(500).optional() }).nullish();
const PHOTO_FIELD = 'photo';

async function readStagePhoto(request: FastifyRequest): Promise<string | null> {
  let taken = false;
  const form = await readMultipartForm(request, {
    keepFile: (field) => {
      if (field !== PHOTO_FIELD || taken) return false;
      taken = true;
      return true;
    },
  });
  return form.files[0]?.path ?? null;
}

export function ordersRoutes(orders: OrdersService, photos: OrderPhotosService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const one = { params: idParams, response: { 200: orderSchema } };

    r.get(
      '/api/orders/all',
      { schema: { summary: 'Every order (staff)', response: { 200: orderListSchema } } },
      (request) => orders.all(requireUser(request)),
    );
    r.get(
      '/api/orders/all/page',
      {
        schema: {
          summary: 'Every order, page by page (staff)',
          querystring: allOrdersPageQuerySchema,
          response: { 200: orderPageSchema },
        },
      },
      (request) => orders.allPage(requireUser(request), request.query),
    );
    r.get(
      '/api/orders/by-ad/:adId',
      {
        schema: {
          summary: 'The order for a bouquet',
          params: adIdParams,
          response: { 200: orderByAdResponseSchema },
        },
      },
      async (request) => ({
        order: await orders.activeOrderIdForAd(requireUser(request), request.params.adId),
      }),
    );
    r.get('/api/orders/:id', { schema: { ...one, summary: 'One order' } }, (request) =>
      orders.get(requireUser(request), request.params.id),
    );
    r.get(
      '/api/my-orders',
      { schema: { summary: "One's orders as a buyer", response: { 200: orderListSchema } } },
      (request) => orders.mine(requireUser(request)),
    );
    r.get(
      '/api/moderator/orders/:id',
      {
        schema: {
          summary: 'An order with its money and history (staff)',
          params: idParams,
          response: { 200: moderatorOrderResponseSchema },
        },
      },
      async (request) => ({
        order: await orders.getForStaff(requireUser(request), request.params.id),
      }),
    );

    for (const path of ['/api/orders/:id', '/api/orders/:id/edit']) {
      r.route({
        method: path.endsWith('/edit') ? 'POST' : 'PUT',
        url: path,
        schema: {
          ...one,
          summary: 'Change the delivery details of an order (staff)',
          body: orderEditSchema,
        },
        handler: (request) => orders.edit(requireUser(request), request.params.id, request.body),
      });
    }
    r.post(
      '/api/orders/:id/complete',
      { schema: { ...one, summary: 'Complete an order (staff)' } },
      (request) => orders.complete(requireUser(request), request.params.id),
    );
    r.post(
      '/api/orders/:id/cancel',
      { schema: { summary: 'Cancel an order', ...one, body: cancelBody } },
      (request) =>
        orders.cancel(requireUser(request), request.params.id, request.body?.reason ?? null),
    );
    r.post(
      '/api/orders/:id/delete',
      { schema: { ...one, summary: 'Delete an order (staff)' } },
      (request) => orders.remove(requireUser(request), request.params.id),
    );
    r.post(
      '/api/orders/:id/moder-delivered',
      { schema: { ...one, summary: 'Mark an order delivered (staff)' } },
      (request) => orders.markDelivered(requireUser(request), request.params.id),
    );
    r.post(
      '/api/orders/:id/photos/:stage',
      {
        schema: {
          summary: 'Add a photo of the bouquet at a delivery stage',
          params: photoParams,
          response: { 200: orderSchema },
        },
      },
      (request) =>
        photos.upload(requireUser(request), request.params.id, request.params.stage, () =>
          readStagePhoto(request),
        ),
    );
  };
}
