import { Spinner } from './ui/spinner';

export function LoadingText({ text }: { text: string }) {
  return (
    <div className="ui-loading" role="status">
      <Spinner size={28} />
      <span className="ui-visually-hidden">{text}</span>
    </div>
  );
}
