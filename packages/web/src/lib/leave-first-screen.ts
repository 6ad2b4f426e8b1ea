/** The element the server draws the first screen in, before the app's #root (index.html). */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * The app now shows something of its own: the server-drawn first screen goes, and with it the
 * style that keeps #root hidden behind it (first-screen.css). Before a layout effect returns,
 * so both change in one frame.
 */
export function leaveFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}
