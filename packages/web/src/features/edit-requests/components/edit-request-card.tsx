import { formatRubles, priceWithCommission } from '@flowers/domain';
import type { EditRequest } from '@flowers/domain';
import type { ReactNode } from 'react';
import { DetailLines } from '../../../components/staff/detail-lines';
import { Button } from '../../../components/ui';
import { NO_NAME_TEXT, SELLER_PRICE_LABEL } from '../../../texts/common';
import {
  APPROVE_TEXT,
  DESCRIPTION_LABEL,
  REJECT_TEXT,
  TITLE_LABEL,
  adFallbackTitle,
  editRequestLine,
  newPriceText,
  wasText,
} from '../../../texts/ads';

interface EditRequestCardProps {
  request: EditRequest;
  busy: boolean;
  onDecide: (approve: boolean) => void;
}

function Change({ before, after }: { before?: ReactNode; after: ReactNode }) {
  return (
    <>
      {before !== undefined && (
        <>
          <s aria-label={wasText(String(before))} className="staff-strike">
            {before}
          </s>{' '}
          →{' '}
        </>
      )}
      <strong>{after}</strong>
    </>
  );
}

/** spec §2 "Edit requests". */
export function EditRequestCard({ request, busy, onDecide }: EditRequestCardProps) {
  const heading = request.new_title ?? request.title ?? adFallbackTitle(request.ad_id);
  const newPrice = request.new_price;
  return (
    <article aria-label={heading} className="staff-card">
      <p className="staff-card__note">
        {editRequestLine(
          request.id,
          request.username ? `@${request.username}` : NO_NAME_TEXT,
          request.user_id,
        )}
      </p>
      <h2 className="staff-card__title">{heading}</h2>
      <DetailLines
        lines={[
          {
            label: TITLE_LABEL,
            value:
              request.new_title === null ? null : (
                <Change before={request.title} after={request.new_title} />
              ),
          },
          {
            label: SELLER_PRICE_LABEL,
            value:
              newPrice === null ? null : (
                <Change
                  before={
                    request.original_price === undefined
                      ? undefined
                      : formatRubles(request.original_price)
                  }
                  after={newPriceText(
                    formatRubles(newPrice),
                    formatRubles(priceWithCommission(newPrice)),
                  )}
                />
              ),
          },
          {
            label: DESCRIPTION_LABEL,
            value:
              request.new_description === null ? null : (
                <Change after={request.new_description || '—'} />
              ),
          },
        ]}
      />
      <div className="staff-card__actions">
        <Button variant="secondary" disabled={busy} onClick={() => onDecide(false)}>
          {REJECT_TEXT}
        </Button>
        <Button loading={busy} onClick={() => onDecide(true)}>
          {APPROVE_TEXT}
        </Button>
      </div>
    </article>
  );
}
