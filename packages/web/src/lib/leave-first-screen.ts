export const FIRST_SCREEN_ID = 'first-screen';

/** Before a layout effect returns, so the first screen and #root change in one frame. */
export function leaveFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}
