import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentInfo } from '../db/schema.ts';
import { seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const SELLER = 8_500_000_001;
const OTHER = 8_500_000_002;
const MODERATOR = 8_500_000_003;
const ADMIN = 8_500_000_004;
const CARD = '2200770239097761';
const VALID = { fullName: 'Иванова Анна Сергеевна', bankCardNumber: '2200 7702 3909 7761' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, OTHER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  await seedUser(t.db, ADMIN, { role: 'admin' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', userId: number, as: number, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/users/${userId}/payment-info`,
    headers: { 'x-initdata': t.initDataFor(as) },
    ...(payload && { payload }),
  });

describe('payout details', () => {
  it('answers nulls before anything is saved', async () => {
    const response = await call('GET', SELLER, SELLER);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      full_name: null,
      bank_card_number: null,
      inn: null,
      tax_status: null,
    });
  });

  it('saves them for the owner, shows the full number back, and never stores it in the clear', async () => {
    const saved = await call('PUT', SELLER, SELLER, VALID);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      full_name: VALID.fullName,
      bank_card_number: CARD,
      inn: null,
      tax_status: null,
    });
    expect((await call('GET', SELLER, SELLER)).json()).toEqual(saved.json());
    const [row] = await t.db.select().from(paymentInfo).where(eq(paymentInfo.userId, SELLER));
    expect(row?.cardLast4).toBe('7761');
    expect(row?.cardNumberEncrypted).not.toContain(CARD);
    expect(JSON.stringify(row)).not.toContain(CARD);
    await call('PUT', SELLER, SELLER, VALID);
    const [again] = await t.db.select().from(paymentInfo).where(eq(paymentInfo.userId, SELLER));
    expect(again?.cardNumberEncrypted).not.toBe(row?.cardNumberEncrypted);
  });

  it('keeps the ИНН and tax status, and leaves them as they were when a save leaves them out', async () => {
    const withTax = { ...VALID, inn: '500100732259', taxStatus: 'self_employed' };
    const saved = await call('PUT', SELLER, SELLER, withTax);
    expect(saved.json()).toMatchObject({ inn: '500100732259', tax_status: 'self_employed' });
    await call('PUT', SELLER, SELLER, VALID);
    expect((await call('GET', SELLER, SELLER)).json()).toMatchObject({
      inn: '500100732259',
      tax_status: 'self_employed',
    });
  });

  it.each([
    ['500100732258', 'self_employed', 'inn', 'ИНН не прошёл проверку: проверьте цифры'],
    ['7707083893', 'self_employed', 'inn', 'ИНН самозанятого или ИП состоит из 12 цифр'],
    ['500100732259', '', 'taxStatus', 'Выберите статус: самозанятый или ИП'],
  ])(
    'refuses the ИНН %s with status «%s» and changes nothing',
    async (inn, taxStatus, _field, message) => {
      const before = (await call('GET', OTHER, OTHER)).json();
      const response = await call('PUT', OTHER, OTHER, { ...VALID, inn, taxStatus });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect((await call('GET', OTHER, OTHER)).json()).toEqual(before);
    },
  );

  it('lets an admin read and change them, and audits it', async () => {
    await call('PUT', SELLER, SELLER, VALID);
    expect((await call('GET', SELLER, ADMIN)).json().bank_card_number).toBe(CARD);
    const changed = await call('PUT', SELLER, ADMIN, {
      ...VALID,
      bankCardNumber: '2201382000000013',
    });
    expect(changed.statusCode).toBe(200);
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(SELLER)))
    ).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['payment_info.view', 'payment_info.update']));
  });

  it('refuses another user and a moderator with 403', async () => {
    expect((await call('GET', SELLER, OTHER)).statusCode).toBe(403);
    expect((await call('GET', SELLER, MODERATOR)).statusCode).toBe(403);
    expect((await call('PUT', SELLER, OTHER, VALID)).statusCode).toBe(403);
  });

  it('answers an admin asking for an unknown user with 404', async () => {
    expect((await call('GET', 8_500_999_999, ADMIN)).statusCode).toBe(404);
  });

  it.each([
    [{ ...VALID, fullName: 'Анна' }, 'ФИО должно быть в формате: Фамилия Имя Отчество'],
    [
      { ...VALID, fullName: 'иванова анна сергеевна' },
      'ФИО должно быть в формате: Фамилия Имя Отчество',
    ],
    [{ ...VALID, bankCardNumber: '2200 7702 3909' }, 'Номер карты должен содержать 16 цифр'],
    [{ ...VALID, bankCardNumber: 2200770239097761 }, 'Номер карты должен содержать 16 цифр'],
    [{ fullName: VALID.fullName }, 'Номер карты должен содержать 16 цифр'],
  ])('refuses %j with the domain message', async (body, message) => {
    const response = await call('PUT', SELLER, SELLER, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });
});
