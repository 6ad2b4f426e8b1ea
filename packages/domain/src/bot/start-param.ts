/** Telegram passes `startapp=` as `start_param`: ≤ 512 characters of A-Z a-z 0-9 _ -. */
type FixedStartScreen =
  | 'my-ads'
  | 'my-orders'
  | 'payment-info'
  | 'ad-moderation'
  | 'edit-requests'
  | 'delete-requests'
  | 'orders-in-work';

export type StartTarget =
  | { screen: 'ad'; adId: number }
  | { screen: 'staff-order'; orderId: number }
  | { screen: 'my-order'; orderId: number }
  | { screen: 'draft'; draftId: string }
  | { screen: FixedStartScreen };

const FIXED_SCREENS: Record<FixedStartScreen, { param: string; path: string }> = {
  'my-ads': { param: 'myads', path: '/myads' },
  'my-orders': { param: 'myorders', path: '/myorders' },
  'payment-info': { param: 'payinfo', path: '/payment-info' },
  'ad-moderation': { param: 'moderation', path: '/ad-moderation' },
  'edit-requests': { param: 'editrequests', path: '/editrequests' },
  'delete-requests': { param: 'deleterequests', path: '/deleterequests' },
  'orders-in-work': { param: 'inwork', path: '/moderpanel' },
};

const SCREEN_BY_PARAM = new Map(
  (Object.keys(FIXED_SCREENS) as FixedStartScreen[]).map((screen) => [
    FIXED_SCREENS[screen].param,
    screen,
  ]),
);

const ID_PARAM = /^(ad|order|myorder)_([1-9]\d{0,9})$/;
const DRAFT_PARAM = /^draft_([A-Za-z0-9]{16})$/;
const MAX_ROW_ID = 2_147_483_647;

export function startParamFor(target: StartTarget): string {
  if (target.screen === 'ad') return `ad_${target.adId}`;
  if (target.screen === 'staff-order') return `order_${target.orderId}`;
  if (target.screen === 'my-order') return `myorder_${target.orderId}`;
  if (target.screen === 'draft') return `draft_${target.draftId}`;
  return FIXED_SCREENS[target.screen].param;
}

export function parseStartParam(param: string | null | undefined): StartTarget | null {
  if (param === null || param === undefined) return null;
  const draft = DRAFT_PARAM.exec(param);
  if (draft !== null) return { screen: 'draft', draftId: draft[1] ?? '' };
  const byId = ID_PARAM.exec(param);
  if (byId !== null) {
    const id = Number(byId[2]);
    if (id > MAX_ROW_ID) return null;
    if (byId[1] === 'ad') return { screen: 'ad', adId: id };
    return byId[1] === 'order'
      ? { screen: 'staff-order', orderId: id }
      : { screen: 'my-order', orderId: id };
  }
  const screen = SCREEN_BY_PARAM.get(param);
  return screen === undefined ? null : { screen };
}

export function appPathFor(target: StartTarget): string {
  if (target.screen === 'ad') return `/ad/${target.adId}`;
  if (target.screen === 'staff-order') return `/moderator/orders/${target.orderId}`;
  if (target.screen === 'my-order') return `/myorders/${target.orderId}`;
  if (target.screen === 'draft') return `/add?draft=${target.draftId}`;
  return FIXED_SCREENS[target.screen].path;
}
