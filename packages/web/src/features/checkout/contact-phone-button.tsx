import { useState } from 'react';
import { Button, PersonIcon } from '../../components/ui';
import { canRequestContact, requestContactPhone } from '../../telegram/request-contact';
import { SHARE_PHONE_TEXT } from '../../texts/checkout';

/** Typing stays open where Telegram cannot share the contact. */
export function ContactPhoneButton({ onPhone }: { onPhone: (phone: string) => void }) {
  const [asking, setAsking] = useState(false);
  if (!canRequestContact()) return null;
  return (
    <Button
      variant="secondary"
      fullWidth
      icon={<PersonIcon size={20} />}
      loading={asking}
      onClick={() => {
        setAsking(true);
        void requestContactPhone().then((phone) => {
          setAsking(false);
          if (phone !== null) onPhone(phone);
        });
      }}
    >
      {SHARE_PHONE_TEXT}
    </Button>
  );
}
