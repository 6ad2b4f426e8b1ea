import type { ReactNode } from 'react';

export interface DetailLine {
  label: string;
  value: ReactNode;
}

export function DetailLines({ lines }: { lines: readonly DetailLine[] }) {
  const shown = lines.filter(
    (line) => line.value !== null && line.value !== undefined && line.value !== '',
  );
  if (shown.length === 0) return null;
  return (
    <dl className="staff-lines">
      {shown.map((line) => (
        <div key={line.label} style={{ display: 'contents' }}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
