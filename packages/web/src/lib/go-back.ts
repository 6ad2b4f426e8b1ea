import { isFirstEntry } from '../router/history';
import { useLocation, useNavigate } from '../router/router';

// Issue 40: the screen above in the app's own hierarchy, for a page with nothing of ours behind
// it (opened by a link, in a fresh tab, or back from the bank).
const PARENTS: readonly [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^\/order\/(\d+)$/, (m) => `/ad/${m[1] ?? ''}`],
  [/^\/myorders\/[^/]+$/, () => '/myorders'],
  [/^\/(myorders|myads|payment-info)$/, () => '/profile'],
  [/^\/edit-ad\/[^/]+$/, () => '/myads'],
  [/^\/order-edit\/(\d+)$/, (m) => `/moderator/orders/${m[1] ?? ''}`],
  [/^\/moderator\/orders\/[^/]+$/, () => '/moderpanel'],
  [
    /^\/(moderpanel|allorders|editrequests|deleterequests|ad-moderation|reviews|adminpanel|payouts|reconciliation)$/,
    () => '/administrationpage',
  ],
];

export function parentPath(pathname: string): string {
  for (const [pattern, parent] of PARENTS) {
    const match = pathname.match(pattern);
    if (match !== null) return parent(match);
  }
  return '/';
}

/** Back through the app's own history, or up its hierarchy when there is none: never out. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (isFirstEntry(location)) void navigate(parentPath(location.pathname), { replace: true });
    else void navigate(-1);
  };
}
