const DATE_TIME = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
});

// spec: dates in the ru-RU locale; Moscow time, where every order is delivered.
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
