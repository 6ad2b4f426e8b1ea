import { describe, expect, it } from 'vitest';
import { describeFailure, isNotFound, isRefusal } from './describe-failure';
import { ApiError } from './http';

describe('describeFailure', () => {
  it('keeps the status, status text, body and message of an error answer', () => {
    const error = new ApiError(409, { error: 'Уже продано' }, 'Уже продано', 'Conflict');

    expect(describeFailure(error)).toEqual({
      kind: 'response',
      status: 409,
      statusText: 'Conflict',
      body: { error: 'Уже продано' },
      message: 'Уже продано',
    });
  });

  it('calls a TypeError from fetch a call nothing answered', () => {
    expect(describeFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'no-response',
      message: 'Failed to fetch',
    });
  });

  it('keeps the message of any other error', () => {
    expect(describeFailure(new SyntaxError('Unexpected token'))).toEqual({
      kind: 'other',
      message: 'Unexpected token',
    });
  });

  it('puts whatever else was thrown into words', () => {
    expect(describeFailure('timeout')).toEqual({ kind: 'other', message: 'timeout' });
  });
});

describe('isNotFound', () => {
  it('is true for a 404 answer only', () => {
    expect(isNotFound(new ApiError(404, null, 'Не найдено'))).toBe(true);
    expect(isNotFound(new ApiError(500, null, 'Ошибка'))).toBe(false);
    expect(isNotFound(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('isRefusal', () => {
  it('is true for a 4xx answer, which a retry would not change', () => {
    expect(isRefusal(new ApiError(403, null, 'Нет доступа'))).toBe(true);
    expect(isRefusal(new ApiError(503, null, 'Нет связи'))).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});
