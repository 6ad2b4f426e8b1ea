import type { ReactNode } from 'react';
import { ButtonLink, EmptyState, Page } from './ui';

interface GoneScreenProps {
  icon: ReactNode;
  title: string;
  subtitle?: string;
  to: string;
  linkText: string;
}

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
