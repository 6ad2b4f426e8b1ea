import { reconciliationReportSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { ReconciliationService } from './reconciliation.service.ts';

export function reconciliationRoutes(reconciliation: ReconciliationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = { response: { 200: reconciliationReportSchema } };
    r.get(
      '/api/admin/reconciliation',
      { schema: { ...schema, summary: 'The latest reconciliation with the bank (admin)' } },
      (request) => reconciliation.report(requireUser(request)),
    );
    r.post(
      '/api/admin/reconciliation/run',
      { schema: { ...schema, summary: 'Reconcile with the bank now (admin)' } },
      (request) => reconciliation.runNow(requireUser(request)),
    );
    r.post(
      '/api/admin/reconciliation/demo-mismatch',
      {
        schema: {
          ...schema,
          summary: 'Plant a mismatch to show reconciliation at work (demo, admin)',
        },
      },
      (request) => reconciliation.forceDemoMismatch(requireUser(request)),
    );
  };
}
