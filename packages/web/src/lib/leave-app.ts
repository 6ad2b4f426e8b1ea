export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
