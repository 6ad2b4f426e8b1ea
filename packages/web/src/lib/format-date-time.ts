const MOSCOW = 'Europe/Moscow';
// Every time is shown in Moscow's zone and says so: buyers may be anywhere, bouquets are not.
const ZONE_SUFFIX = ' МСК';

const DATE_TIME = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: MOSCOW,
});
const LONG_DATE_TIME = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: MOSCOW,
});
const TIME = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: MOSCOW,
});

export function formatDateTime(iso: string | Date): string {
  return DATE_TIME.format(new Date(iso)) + ZONE_SUFFIX;
}

export function formatLongDateTime(iso: string | Date): string {
  return LONG_DATE_TIME.format(new Date(iso)) + ZONE_SUFFIX;
}

export function formatTime(iso: string | Date): string {
  return TIME.format(new Date(iso)) + ZONE_SUFFIX;
}
