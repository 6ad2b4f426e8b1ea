import { describe, expect, it } from 'vitest';
import { lastFullMoscowWeek, summaryWeekLabel, weeklySummaryText } from './weekly-summary';

describe('lastFullMoscowWeek', () => {
  it('is the Monday-to-Sunday week before a Thursday', () => {
    const week = lastFullMoscowWeek(new Date('2026-11-26T06:00:00Z'));
    expect(week.start).toBe('2026-11-16');
    expect(week.end).toBe('2026-11-23');
    expect(week.startsAt.toISOString()).toBe('2026-11-15T21:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });

  it('counts a Monday 01:00 МСК (Sunday night in UTC) as the new week', () => {
    expect(lastFullMoscowWeek(new Date('2026-11-22T22:00:00Z')).start).toBe('2026-11-16');
  });

  it('still names the week before on Sunday 23:00 МСК', () => {
    expect(lastFullMoscowWeek(new Date('2026-11-22T20:00:00Z')).start).toBe('2026-11-09');
  });
});

describe('weeklySummaryText', () => {
  it('sums up the week with views, favourites, orders and revenue in rubles', () => {
    const week = lastFullMoscowWeek(new Date('2026-11-26T06:00:00Z'));
    expect(weeklySummaryText(week, { views: 42, favorites: 5, orders: 2, revenue: 13000 })).toBe(
      '📊 Ваша неделя 16–22 ноября\nПросмотры: 42\nВ избранном: 5\nЗаказы: 2\nВыручка: 13\u00a0000\u00a0₽',
    );
  });

  it('names both months of a week that crosses them', () => {
    const week = lastFullMoscowWeek(new Date('2027-01-06T09:00:00Z'));
    expect(summaryWeekLabel(week)).toBe('28 декабря – 3 января');
  });
});
