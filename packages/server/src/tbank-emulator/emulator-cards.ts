/** The same numbers as T-Bank's test terminals. */
export interface TestCard {
  number: string;
  label: string;
  refusal: { errorCode: string; message: string } | null;
}

// tbank-acquiring.md "Test terminals and cards".
export const TEST_CARDS: readonly TestCard[] = [
  { number: '2200770239097761', label: 'успешная оплата', refusal: null },
  {
    number: '2201382000000013',
    label: 'успешная оплата (3-D Secure без подтверждения)',
    refusal: null,
  },
  {
    number: '2201382000000005',
    label: 'отказ банка',
    refusal: { errorCode: '1005', message: 'Платёж отклонён банком, выпустившим карту' },
  },
  {
    number: '2201382000000831',
    label: 'недостаточно средств',
    refusal: { errorCode: '1051', message: 'Недостаточно средств на карте' },
  },
];

export const DECLINED_BY_BUYER = { errorCode: '1005', message: 'Оплата отклонена покупателем' };

export function findTestCard(input: string): TestCard | null {
  const digits = input.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits) ?? null;
}

export function maskPan(number: string): string {
  return `${number.slice(0, 6)}******${number.slice(-4)}`;
}
