/** Hands the whole page over to another site, e.g. the payment provider's form. */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
