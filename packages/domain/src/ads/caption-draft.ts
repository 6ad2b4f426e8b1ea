import { TITLE_MAX_LENGTH } from './edit-ad';

export interface CaptionDraft {
  title: string;
  description: string | null;
  price: number | null;
}

// A bare number ends the first line only from 100 ₽, so a count («Розы 25») stays in the title.
const BARE_PRICE_MIN_RUB = 100;
const NUMBER = String.raw`\d{1,3}(?:[ \u00a0.]\d{3})+|\d+`;
const CURRENCY = String.raw`(?:₽|руб(?:лей|ля|ль)?\.?|р\.?)`;
const MARKED_PRICE = new RegExp(
  String.raw`(?:цена\s*[:\-–—]?\s*)?(${NUMBER})\s*${CURRENCY}(?![\p{L}\d])|цена\s*[:\-–—]?\s*(${NUMBER})`,
  'iu',
);
const TRAILING_NUMBER = new RegExp(String.raw`(?:^|\s)(${NUMBER})\s*$`, 'u');
const SEPARATORS = /[\s,;:\-–—]+$/u;

const toRubles = (digits: string): number => Number(digits.replace(/[\s\u00a0.]/g, ''));

function tidy(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.;:])/g, '$1')
    .replace(SEPARATORS, '')
    .trim();
}

function priceIn(line: string, bareAllowed: boolean): { price: number; rest: string } | null {
  const marked = MARKED_PRICE.exec(line);
  if (marked !== null) {
    const digits = marked[1] ?? marked[2] ?? '';
    return {
      price: toRubles(digits),
      rest: tidy(line.slice(0, marked.index) + line.slice(marked.index + marked[0].length)),
    };
  }
  if (!bareAllowed) return null;
  const bare = TRAILING_NUMBER.exec(line);
  if (bare === null || toRubles(bare[1] ?? '') < BARE_PRICE_MIN_RUB) return null;
  return { price: toRubles(bare[1] ?? ''), rest: tidy(line.slice(0, bare.index)) };
}

function shortTitle(headline: string): string {
  if (headline.length <= TITLE_MAX_LENGTH) return headline;
  const cut = headline.slice(0, TITLE_MAX_LENGTH);
  const space = cut.lastIndexOf(' ');
  return (space > TITLE_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).trim();
}

/** «Пионы 15 шт 6500» → «Пионы 15 шт», 6 500 ₽; «₽», «р», «руб» or «цена» mark a price anywhere. */
export function parseAdCaption(caption: string | null | undefined): CaptionDraft {
  const lines = (caption ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const [first = '', ...rest] = lines;
  let price: number | null = null;
  let headline = first;
  const inHeadline = priceIn(first, true);
  if (inHeadline !== null) {
    price = inHeadline.price;
    headline = inHeadline.rest;
  }
  const body: string[] = [];
  for (const line of rest) {
    const found = price === null ? priceIn(line, false) : null;
    if (found === null) {
      body.push(line);
      continue;
    }
    price = found.price;
    if (found.rest !== '') body.push(found.rest);
  }
  const title = shortTitle(tidy(headline));
  const overflow = tidy(headline).slice(title.length).trim();
  const description = [overflow, ...body].filter((part) => part !== '').join('\n');
  return {
    title,
    description: description === '' ? null : description,
    price: price !== null && Number.isSafeInteger(price) && price > 0 ? price : null,
  };
}
