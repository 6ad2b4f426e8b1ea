/** A Telegram user as staff screens name them: @username, or a dash, then the id. */
export function telegramPerson(username: string | null, userId: string): string {
  return `${username ? `@${username}` : '—'} (ID ${userId})`;
}
