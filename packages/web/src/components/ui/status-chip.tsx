import './ui-more.css';
import { classNames } from './class-names';

/**
 * The one status palette: every status of an ad, an order or a payout maps to one of these.
 * positive: done well; warning: waiting on someone; negative: refused or gone;
 * accent: in progress; neutral: over or inactive.
 */
export type StatusTone = 'positive' | 'warning' | 'negative' | 'accent' | 'neutral';

interface StatusChipProps {
  tone: StatusTone;
  /** The Russian label; never a raw status value. */
  label: string;
  /** Read before the label but not shown, e.g. «Статус: ». */
  hiddenPrefix?: string;
  className?: string;
}

export function StatusChip({ tone, label, hiddenPrefix, className }: StatusChipProps) {
  return (
    <span className={classNames('ui-status', `ui-status--${tone}`, className)}>
      {hiddenPrefix && <span className="ui-visually-hidden">{hiddenPrefix}</span>}
      {label}
    </span>
  );
}
