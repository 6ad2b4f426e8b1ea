import type { ReactNode } from 'react';
import { DetailLines } from '../../../components/staff/detail-lines';

export interface DetailRow {
  label: string;
  value: string | null | undefined;
}

/** A titled block of label–value lines; empty values are left out. */
export function DetailSection(props: {
  title: string;
  rows: readonly DetailRow[];
  /** Beside the title, e.g. the order's status chip. */
  after?: ReactNode;
}) {
  const { title, rows, after } = props;
  return (
    <section aria-label={title} className="staff-card">
      <div className="staff-card__head">
        <h2 className="staff-card__title">{title}</h2>
        {after}
      </div>
      <DetailLines lines={rows} />
    </section>
  );
}
