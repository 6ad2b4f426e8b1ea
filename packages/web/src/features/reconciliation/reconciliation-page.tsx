import { StaffListPage } from '../../components/staff-list-page';
import { Banner, Button } from '../../components/ui';
import { answerErrorText } from '../../lib/answer-error-text';
import {
  FORCE_MISMATCH_HINT,
  FORCE_MISMATCH_TEXT,
  RECONCILIATION_LOADING_LABEL,
  RECONCILIATION_NEVER_RAN_TEXT,
  RUN_RECONCILIATION_TEXT,
  reconciliationOrderText,
  reconciliationSummaryText,
} from '../../texts/payments';
import { RECONCILIATION_LIST } from '../../texts/staff-lists';
import {
  useForceDemoMismatch,
  useReconciliation,
  useRunReconciliation,
} from './api/reconciliation';

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'long',
  timeStyle: 'short',
});

/** Issue 24. */
export function ReconciliationPage() {
  const report = useReconciliation();
  const run = useRunReconciliation();
  const mismatch = useForceDemoMismatch();
  const differences = (report.data?.differences ?? []).map((difference, index) => ({
    ...difference,
    id: index,
  }));
  const ranAt = report.data?.ran_at ?? null;

  return (
    <StaffListPage
      texts={RECONCILIATION_LIST}
      query={report}
      logAs={RECONCILIATION_LOADING_LABEL}
      items={differences}
      header={
        report.data && (
          <p className="staff-card__note">
            {ranAt === null
              ? RECONCILIATION_NEVER_RAN_TEXT
              : reconciliationSummaryText(
                  DATE_TIME_FORMAT.format(new Date(ranAt)),
                  report.data.checked,
                )}
          </p>
        )
      }
      renderItem={(difference) => (
        <article
          className="staff-card"
          aria-label={reconciliationOrderText(difference.order_number)}
        >
          <h2 className="staff-card__title">{reconciliationOrderText(difference.order_number)}</h2>
          <p className="staff-text">
            <strong>{difference.kind_label}</strong>
          </p>
          <p className="staff-card__note">{difference.text}</p>
        </article>
      )}
    >
      <Button variant="secondary" loading={run.isPending} onClick={() => run.mutate()}>
        {RUN_RECONCILIATION_TEXT}
      </Button>
      {run.isError && <Banner severity="error">{answerErrorText(run.error)}</Banner>}
      {report.data?.can_force_mismatch === true && (
        <>
          <p className="staff-card__note">{FORCE_MISMATCH_HINT}</p>
          <Button
            variant="secondary"
            loading={mismatch.isPending}
            onClick={() => mismatch.mutate()}
          >
            {FORCE_MISMATCH_TEXT}
          </Button>
          {mismatch.isError && <Banner severity="error">{answerErrorText(mismatch.error)}</Banner>}
        </>
      )}
    </StaffListPage>
  );
}
