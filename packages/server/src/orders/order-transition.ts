import {
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_WRONG_STATUS_MESSAGE,
  type OrderAction,
} from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import {
  findOrderRow,
  transitionOrder,
  type OrderFields,
  type OrderRow,
} from './orders.repository.ts';

export async function applyOrderTransition(
  tx: Database,
  id: number,
  action: OrderAction,
  set: OrderFields = {},
): Promise<OrderRow> {
  const row = await transitionOrder(tx, id, action, set);
  if (row !== null) return row;
  if ((await findOrderRow(tx, id)) === null)
    throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  throw new AppError('conflict', ORDER_WRONG_STATUS_MESSAGE);
}
