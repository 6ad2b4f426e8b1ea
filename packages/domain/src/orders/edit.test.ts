import { describe, expect, it } from 'vitest';
import { ORDER_EDIT_EMPTY_MESSAGE, orderEditSchema } from './edit';
import { messagesAt } from '../common/schema-test-utils';

describe('order edit (PUT /api/orders/{id})', () => {
  it('accepts the delivery details under their order names', () => {
    expect(
      orderEditSchema.parse({
        buyer_name: 'Анна',
        buyer_phone: '+79991234567',
        buyer_address: 'г. Москва, ул. Арбат, 1',
        comment: ' Позвонить ',
      }),
    ).toEqual({
      buyer_name: 'Анна',
      buyer_phone: '+79991234567',
      buyer_address: 'г. Москва, ул. Арбат, 1',
      comment: 'Позвонить',
    });
  });

  it('accepts the checkout form names and ignores the rest of an order sent back', () => {
    expect(orderEditSchema.parse({ name: 'Анна', id: 5, status: 'paid' })).toEqual({
      buyer_name: 'Анна',
    });
  });

  it('prefers the order name when both are given', () => {
    expect(orderEditSchema.parse({ buyer_name: 'Анна', name: 'Олег' })).toEqual({
      buyer_name: 'Анна',
    });
  });

  it('applies the checkout rules: Moscow only, phone format, letters in the name', () => {
    expect(
      messagesAt(orderEditSchema, { buyer_address: 'г. Тверь, ул. Советская, 1' }, 'buyer_address'),
    ).toEqual(['Только Москва и Московская область']);
    expect(messagesAt(orderEditSchema, { buyer_phone: '89991234567' }, 'buyer_phone')).toHaveLength(
      1,
    );
    expect(messagesAt(orderEditSchema, { buyer_name: 'Anna1' }, 'buyer_name')).toEqual([
      'Имя должно содержать только буквы',
    ]);
  });

  it(`refuses an edit that changes nothing with «${ORDER_EDIT_EMPTY_MESSAGE}»`, () => {
    expect(messagesAt(orderEditSchema, { id: 5 }, '')).toEqual([ORDER_EDIT_EMPTY_MESSAGE]);
  });

  it('refuses a body that is not an object', () => {
    expect(orderEditSchema.safeParse('Анна').success).toBe(false);
  });

  it('lets staff correct the gift details, an empty text clearing one', () => {
    expect(
      orderEditSchema.parse({
        recipient_name: ' Ольга ',
        recipient_phone: '',
        card_message: 'Люблю',
      }),
    ).toEqual({ recipient_name: 'Ольга', recipient_phone: '', card_message: 'Люблю' });
  });

  it('holds a corrected recipient phone to the spec’s phone rule', () => {
    expect(messagesAt(orderEditSchema, { recipient_phone: '8999' }, 'recipient_phone')).toEqual([
      'Телефон должен начинаться с + и содержать 10-15 цифр (например, +79991234567)',
    ]);
  });
});
