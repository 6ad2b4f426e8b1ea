import { describe, expect, it } from 'vitest';
import { innKind, isValidInn } from './inn';

describe('ИНН check digits', () => {
  it.each([
    ['7707083893', 'organisation'], // ПАО Сбербанк
    ['7710140679', 'organisation'], // АО «ТБанк»
    ['500100732259', 'person'],
    ['770123456703', 'person'],
  ] as const)('accepts the real number %s as an %s', (inn, kind) => {
    expect(innKind(inn)).toBe(kind);
    expect(isValidInn(inn)).toBe(true);
  });

  it.each([
    ['7707083894', 'a wrong check digit of a company'],
    ['500100732258', 'a wrong second check digit of a person'],
    ['500100732269', 'a wrong first check digit of a person'],
    ['123456789012', 'made-up digits'],
    ['0000000000', 'region 00'],
    ['000000000000', 'region 00 for a person'],
    ['770708389', 'nine digits'],
    ['77070838931', 'eleven digits'],
    ['7707 083893', 'a space inside'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (inn) => {
    expect(innKind(inn)).toBeNull();
    expect(isValidInn(inn)).toBe(false);
  });
});
