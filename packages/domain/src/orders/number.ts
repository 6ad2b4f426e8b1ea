// Moscow has kept UTC+3 all year since 2014.
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const ORDER_NUMBER_ID_DIGITS = 4;

/** A number people can read out on the phone: 261121-0042. */
export function formatOrderNumber(orderId: number, createdAt: Date): string {
  const moscow = new Date(createdAt.getTime() + MOSCOW_OFFSET_MS).toISOString();
  const date = `${moscow.slice(2, 4)}${moscow.slice(5, 7)}${moscow.slice(8, 10)}`;
  return `${date}-${String(orderId).padStart(ORDER_NUMBER_ID_DIGITS, '0')}`;
}
