import { formatRubles } from '@flowers/domain';
import type { DeleteRequest } from '@flowers/domain';
import { Button } from '../../../components/ui';
import { NO_NAME_TEXT } from '../../../texts/common';
import { APPROVE_DELETE_TEXT, REJECT_DELETE_TEXT, deleteRequestLine } from '../../../texts/ads';

interface DeleteRequestCardProps {
  request: DeleteRequest;
  busy: boolean;
  onDecide: (approve: boolean) => void;
}

export function DeleteRequestCard({ request, busy, onDecide }: DeleteRequestCardProps) {
  const cover = request.image_urls[0];
  return (
    <article aria-label={request.title} className="staff-card">
      {cover && <img src={cover} alt="" className="staff-card__preview" loading="lazy" />}
      <h2 className="staff-card__title">{request.title}</h2>
      <p className="staff-card__note">
        <strong className="staff-price">{formatRubles(request.price)}</strong>
        {' · '}
        {deleteRequestLine(
          request.id,
          request.username ? `@${request.username}` : NO_NAME_TEXT,
          request.user_id,
        )}
      </p>
      <div className="staff-card__actions">
        <Button variant="secondary" disabled={busy} onClick={() => onDecide(false)}>
          {REJECT_DELETE_TEXT}
        </Button>
        <Button variant="destructive" loading={busy} onClick={() => onDecide(true)}>
          {APPROVE_DELETE_TEXT}
        </Button>
      </div>
    </article>
  );
}
