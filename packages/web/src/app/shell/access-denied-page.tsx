import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ShieldIcon } from '../../components/ui/icons';
import { ACCESS_DENIED_TEXT, ACCESS_DENIED_TITLE, HOME_LINK_TEXT } from '../../texts/common';

/** spec §2. */
export function AccessDeniedPage({ text = ACCESS_DENIED_TEXT }: { text?: string }) {
  return (
    <EmptyState
      titleAs="h1"
      icon={<ShieldIcon size={48} />}
      title={ACCESS_DENIED_TITLE}
      subtitle={text}
      action={<ButtonLink to="/">{HOME_LINK_TEXT}</ButtonLink>}
    />
  );
}
