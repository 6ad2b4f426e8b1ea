import type { Database } from '../db/database.ts';
import type { Metrics } from './metrics.ts';
import { countOrdersByStatus, countOverdueReservations } from './metrics.repository.ts';

/** The product's own gauges; a new backlog or count is one more addGauge here. */
export function addProductGauges(metrics: Metrics, deps: { db: Database; now: () => Date }): void {
  const { db, now } = deps;
  metrics.addGauge({
    name: 'flowers_orders',
    help: 'Orders by status, the payment lifecycle included (created = awaiting payment)',
    labelNames: ['status'],
    read: async () =>
      (await countOrdersByStatus(db)).map(({ status, count }) => ({
        labels: { status },
        value: count,
      })),
  });
  metrics.addGauge({
    name: 'flowers_reservation_sweep_backlog',
    help: 'Unpaid orders past their payment deadline that the reservation sweep has not settled yet',
    read: () => countOverdueReservations(db, now()),
  });
}
