import type { ReactNode } from 'react';
import { ButtonLink, EmptyState, Page } from './ui';

interface GoneScreenProps {
  icon: ReactNode;
  title: string;
  subtitle?: string;
  /** Where the one way on leads, and what its button says. */
  to: string;
  linkText: string;
}

/** A whole screen for a thing that is not there, with one way on. */
export function GoneScreen({ icon, title, subtitle, to, linkText }: GoneScreenProps) {
  return (
    <Page>
      <EmptyState
        titleAs="h1"
        icon={icon}
        title={title}
        subtitle={subtitle}
        action={<ButtonLink to={to}>{linkText}</ButtonLink>}
      />
    </Page>
  );
}
