import './components.css';

export function LabeledLine({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <p className="app-labeled-line">
      <span className="app-labeled-line__label">{label}: </span>
      {value}
    </p>
  );
}
