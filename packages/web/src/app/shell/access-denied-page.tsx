import { ButtonLink, EmptyState, ShieldIcon } from '../../components/ui';
import { ACCESS_DENIED_TEXT, ACCESS_DENIED_TITLE, HOME_LINK_TEXT } from '../../texts/common';

/** Shown in place of a screen the user's role may not open (spec §2). */
export function AccessDeniedPage() {
  return (
    <EmptyState
      titleAs="h1"
      icon={<ShieldIcon size={48} />}
      title={ACCESS_DENIED_TITLE}
      subtitle={ACCESS_DENIED_TEXT}
      action={<ButtonLink to="/">{HOME_LINK_TEXT}</ButtonLink>}
    />
  );
}
