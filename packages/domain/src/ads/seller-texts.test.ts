import { describe, expect, it } from 'vitest';
import {
  DELETE_REQUEST_BUTTON_TEXT,
  EDIT_AD_SUBMIT_TEXT,
  EDIT_AD_SUCCESS_TEXT,
  MY_ADS_EMPTY_TEXT,
  deleteRequestQuestion,
} from './seller-texts';

describe('seller texts (spec §2)', () => {
  it('keeps the spec’s wording letter for letter', () => {
    expect(MY_ADS_EMPTY_TEXT).toBe('У вас пока нет объявлений');
    expect(DELETE_REQUEST_BUTTON_TEXT).toBe('Запрос на удаление');
    expect(EDIT_AD_SUBMIT_TEXT).toBe('Отправить на модерацию');
    expect(EDIT_AD_SUCCESS_TEXT).toBe('Объявление успешно отправлено на модерацию');
  });

  it('names the ad in the deletion question', () => {
    expect(deleteRequestQuestion('Розы')).toBe('Удалить объявление «Розы»?');
  });
});
