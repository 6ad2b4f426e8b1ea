import { describe, expect, it } from 'vitest';
import { deleteUserQuestion } from './users';

describe('admin panel texts (spec §2)', () => {
  it('names the user in the deletion question', () => {
    expect(deleteUserQuestion({ username: 'anna', user_id: '100' })).toBe(
      'Удалить пользователя @anna?',
    );
    expect(deleteUserQuestion({ username: null, user_id: '9' })).toBe('Удалить пользователя 9?');
  });
});
