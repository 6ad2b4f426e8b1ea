import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { hrefOf, resolveLocation } from './history';
import { leaveThen } from './leave-guard';
import { navigateIn, useRouter } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

// The browser handles a new tab or window, a download, another target.
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && !modified && (!target || target === '_self');
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { history, location } = useRouter();
  const href = hrefOf(resolveLocation(location, to, null));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // A link to the address already open replaces it rather than stacking a copy.
    const same = hrefOf(location) === href;
    void leaveThen(() => {
      navigateIn(history, to, { replace: replace ?? same, state });
    });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}
