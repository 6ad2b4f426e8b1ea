import { useId, useState } from 'react';
import { useChangeSellerChannel, useSellerChannel } from '../../api/seller-channel';
import { Button, TextField } from '../../components/ui';
import {
  CHANNEL_FIELD_LABEL,
  CHANNEL_HINT,
  CHANNEL_LINK_BUTTON,
  CHANNEL_PLACEHOLDER,
  CHANNEL_TITLE,
  CHANNEL_UNLINK_BUTTON,
  channelLinkedText,
} from '../../texts/seller-channel';

export function SellerChannelSection() {
  const channel = useSellerChannel();
  const change = useChangeSellerChannel();
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const linked = channel.data?.channel ?? null;

  return (
    <section className="ui-section__body seller-channel" aria-labelledby={titleId}>
      <h2 id={titleId} className="seller-channel__title">
        {CHANNEL_TITLE}
      </h2>
      <p className="ui-cell__subtitle">{CHANNEL_HINT}</p>
      {linked !== null ? (
        <div className="seller-channel__linked">
          <span>
            {channelLinkedText(linked.title)}
            {linked.username !== null && ` (@${linked.username})`}
          </span>
          <Button
            variant="plain"
            size="small"
            disabled={change.isPending}
            onClick={() => {
              change.mutate(null);
            }}
          >
            {CHANNEL_UNLINK_BUTTON}
          </Button>
        </div>
      ) : (
        <form
          className="seller-channel__form"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(typed.trim(), {
              onSuccess: () => {
                setTyped('');
              },
            });
          }}
        >
          <TextField
            label={CHANNEL_FIELD_LABEL}
            placeholder={CHANNEL_PLACEHOLDER}
            value={typed}
            error={change.error?.message}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
          />
          <Button type="submit" size="small" disabled={change.isPending || typed.trim() === ''}>
            {CHANNEL_LINK_BUTTON}
          </Button>
        </form>
      )}
    </section>
  );
}
