import { reconciliationReportSchema, type ReconciliationReport } from '@flowers/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { reconciliationKeys } from '../../../api/query-keys';

export async function getReconciliation(): Promise<ReconciliationReport> {
  return reconciliationReportSchema.parse(await call('get', '/api/admin/reconciliation'));
}

export function reconciliationQueryOptions() {
  return queryOptions({ queryKey: reconciliationKeys.all, queryFn: getReconciliation });
}

export function useReconciliation() {
  return useQuery(reconciliationQueryOptions());
}

export async function runReconciliation(): Promise<ReconciliationReport> {
  const body = await call('post', '/api/admin/reconciliation/run');
  return reconciliationReportSchema.parse(body);
}

export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSuccess: (report) => client.setQueryData(reconciliationQueryOptions().queryKey, report),
  });
}

export async function forceDemoMismatch(): Promise<ReconciliationReport> {
  const body = await call('post', '/api/admin/reconciliation/demo-mismatch');
  return reconciliationReportSchema.parse(body);
}

export function useForceDemoMismatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: forceDemoMismatch,
    onSuccess: (report) => client.setQueryData(reconciliationQueryOptions().queryKey, report),
  });
}
