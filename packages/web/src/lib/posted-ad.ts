/** spec §2 sends the seller to /, where the catalogue says where the new ad went. */
export interface PostedAdState {
  postedAdTitle: string;
}

export function postedAdTitleOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('postedAdTitle' in state)) return null;
  const title = state.postedAdTitle;
  return typeof title === 'string' ? title : null;
}
