import { Skeleton, Spinner } from '../ui';

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
