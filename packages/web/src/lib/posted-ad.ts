/**
 * The router state the ad form leaves for the catalogue after posting (spec §2 sends the
 * seller to /), so the catalogue can say where the new ad went.
 */
export interface PostedAdState {
  postedAdTitle: string;
}

export function postedAdTitleOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('postedAdTitle' in state)) return null;
  const title = state.postedAdTitle;
  return typeof title === 'string' ? title : null;
}
