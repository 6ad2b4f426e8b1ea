import { Skeleton, Spinner } from '../ui';

/** A staff screen while it loads: an announced spinner over placeholders of these heights. */
export function StaffLoading({ label, heights }: { label: string; heights: readonly number[] }) {
  return (
    <div className="staff-loading" aria-busy="true">
      <div className="staff-loading__spinner">
        <Spinner label={label} />
      </div>
      {heights.map((height, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}
