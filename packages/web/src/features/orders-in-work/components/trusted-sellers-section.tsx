import type { TrustedSellerEntry } from '@flowers/domain';
import { Button, Cell, Section, Spinner } from '../../../components/ui';
import { useActionFeedback } from '../../../components/staff/use-action-feedback';
import { confirm } from '../../../telegram/popup';
import { NO_TEXT, YES_TEXT } from '../../../texts/common';
import {
  RESTORE_TRUST_BUTTON,
  REVOKE_TRUST_BUTTON,
  TRUSTED_SELLERS_EMPTY_TEXT,
  TRUSTED_SELLERS_LOAD_FAILED_TEXT,
  TRUSTED_SELLERS_TITLE,
  TRUST_CHANGE_FAILED_TEXT,
  TRUST_REVOKED_NOTE,
  revokeTrustQuestion,
  trustFactsText,
} from '../../../texts/sellers';
import { useSetSellerTrust, useTrustedSellers } from '../api/trusted-sellers';
import './trusted-sellers.css';

const nameOf = (entry: TrustedSellerEntry) =>
  entry.username ? `@${entry.username}` : `ID ${entry.seller_id}`;

/** «Проверенные продавцы»: staff revoke the status (their ads go to moderation) or restore it. */
export function TrustedSellersSection() {
  const sellers = useTrustedSellers();
  const change = useSetSellerTrust();
  const feedback = useActionFeedback();

  const act = async (entry: TrustedSellerEntry, action: 'revoke' | 'restore') => {
    if (action === 'revoke') {
      const sure = await confirm(revokeTrustQuestion(nameOf(entry)), {
        confirmText: YES_TEXT,
        cancelText: NO_TEXT,
        destructive: true,
      });
      if (!sure) return;
    }
    try {
      await change.mutateAsync({ sellerId: entry.seller_id, action });
    } catch (error) {
      feedback.failed(TRUST_CHANGE_FAILED_TEXT, error);
    }
  };

  let body;
  if (sellers.isPending) body = <Spinner label={TRUSTED_SELLERS_TITLE} size={24} />;
  else if (sellers.isError)
    body = <p className="trusted-sellers__note">{TRUSTED_SELLERS_LOAD_FAILED_TEXT}</p>;
  else if (sellers.data.length === 0) {
    body = <p className="trusted-sellers__note">{TRUSTED_SELLERS_EMPTY_TEXT}</p>;
  } else {
    body = sellers.data.map((entry) => {
      const action = entry.revoked ? 'restore' : 'revoke';
      return (
        <Cell
          key={entry.seller_id}
          subtitle={`${trustFactsText(entry)}${entry.revoked ? ` · ${TRUST_REVOKED_NOTE}` : ''}`}
          after={
            <Button
              size="small"
              variant={entry.revoked ? 'secondary' : 'plain'}
              loading={change.isPending && change.variables.sellerId === entry.seller_id}
              aria-label={`${entry.revoked ? RESTORE_TRUST_BUTTON : REVOKE_TRUST_BUTTON}: ${nameOf(entry)}`}
              onClick={() => void act(entry, action)}
            >
              {entry.revoked ? RESTORE_TRUST_BUTTON : REVOKE_TRUST_BUTTON}
            </Button>
          }
        >
          {nameOf(entry)}
        </Cell>
      );
    });
  }
  return (
    <Section title={TRUSTED_SELLERS_TITLE} padded={sellers.isPending || sellers.data?.length === 0}>
      {body}
    </Section>
  );
}
