export function telegramPerson(username: string | null, userId: string): string {
  return `${username ? `@${username}` : '—'} (ID ${userId})`;
}
