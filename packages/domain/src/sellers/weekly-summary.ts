import { formatRubles } from '../money';

// Issue 29: Monday to Sunday in Moscow, sent once the week is over.

const DAY_MS = 24 * 60 * 60 * 1000;
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

export interface SummaryWeek {
  start: string;
  end: string;
  startsAt: Date;
  endsAt: Date;
}

export function lastFullMoscowWeek(now: Date): SummaryWeek {
  const moscow = new Date(now.getTime() + MOSCOW_OFFSET_MS);
  const midnight = Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), moscow.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6.
  const sinceMonday = (moscow.getUTCDay() + 6) % 7;
  const thisMonday = midnight - sinceMonday * DAY_MS;
  const lastMonday = thisMonday - 7 * DAY_MS;
  const day = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
  return {
    start: day(lastMonday),
    end: day(thisMonday),
    startsAt: new Date(lastMonday - MOSCOW_OFFSET_MS),
    endsAt: new Date(thisMonday - MOSCOW_OFFSET_MS),
  };
}

export interface SellerWeekStats {
  views: number;
  favorites: number;
  orders: number;
  revenue: number;
}

const DAY_MONTH = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

export function summaryWeekLabel(week: SummaryWeek): string {
  const first = new Date(`${week.start}T00:00:00Z`);
  const last = new Date(new Date(`${week.end}T00:00:00Z`).getTime() - DAY_MS);
  if (first.getUTCMonth() === last.getUTCMonth()) {
    return `${first.getUTCDate()}–${DAY_MONTH.format(last)}`;
  }
  return `${DAY_MONTH.format(first)} – ${DAY_MONTH.format(last)}`;
}

export function weeklySummaryText(week: SummaryWeek, stats: SellerWeekStats): string {
  return [
    `📊 Ваша неделя ${summaryWeekLabel(week)}`,
    `Просмотры: ${stats.views}`,
    `В избранном: ${stats.favorites}`,
    `Заказы: ${stats.orders}`,
    `Выручка: ${formatRubles(stats.revenue)}`,
  ].join('\n');
}
