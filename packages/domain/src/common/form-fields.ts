import { textField, textInput } from './safe-input';

// spec §5.
export const PERSON_NAME_PATTERN = /^[A-Za-zА-Яа-яЁё -]+$/;
export const NAME_LETTERS_MESSAGE = 'Имя должно содержать только буквы';

export const PHONE_EXAMPLE = '+79991234567';
export const PHONE_PATTERN = /^\+\d{10,15}$/;
const PHONE_REQUIRED_MESSAGE = 'Введите телефон';
export const PHONE_FORMAT_MESSAGE = `Телефон должен начинаться с + и содержать 10-15 цифр (например, ${PHONE_EXAMPLE})`;

// spec §5.
export const ADDRESS_PATTERN = /^[A-Za-zА-Яа-яЁё0-9 ,.\-/()'"«»“”]+$/;
export const ADDRESS_CHARS_MESSAGE =
  'Адрес: разрешены буквы, цифры, пробелы, запятые, точки, дефисы, /, скобки, кавычки';

export function requiredText(message: string) {
  return textField({ error: message }).trim().min(1, { error: message, abort: true });
}

export function addressField(requiredMessage: string) {
  return requiredText(requiredMessage).regex(ADDRESS_PATTERN, {
    error: ADDRESS_CHARS_MESSAGE,
    abort: true,
  });
}

export const phoneField = requiredText(PHONE_REQUIRED_MESSAGE).regex(PHONE_PATTERN, {
  error: PHONE_FORMAT_MESSAGE,
  abort: true,
});

export const optionalText = textInput.trim().nullish();
