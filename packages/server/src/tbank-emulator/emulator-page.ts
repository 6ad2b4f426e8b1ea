import { TEST_CARDS } from './emulator-cards.ts';
import type { EmulatedPayment } from './emulator.repository.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const formatAmount = (kopecks: number) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 }).format(kopecks / 100)} ₽`;

// No scripts: the server's CSP allows none inline.
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f6;margin:0;padding:24px;color:#222}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:28px;font-weight:600;margin:12px 0}
.note{background:#fff6d6;border-radius:8px;padding:8px 12px;font-size:14px}
.error{color:#c62828;font-weight:600}input{width:100%;box-sizing:border-box;font-size:18px;
padding:10px;margin:8px 0 16px;border:1px solid #bbb;border-radius:8px}
button{font-size:16px;padding:12px 16px;border:0;border-radius:8px;margin-right:8px}
.pay{background:#ffdd2d}.decline{background:#eee}li{font-family:monospace}
</style></head><body><main>${body}</main></body></html>`;
}

export function paymentFormPage(payment: EmulatedPayment, error?: string): string {
  const cards = TEST_CARDS.map(
    (card) => `<li>${card.number} — ${escapeHtml(card.label)}</li>`,
  ).join('');
  return layout(
    'Оплата заказа',
    `<p class="note">Эмулятор T-Bank: настоящие деньги не списываются.</p>
<h1>${escapeHtml(payment.description)}</h1>
<div class="amount">${formatAmount(payment.amount)}</div>
${error === undefined ? '' : `<p class="error">${escapeHtml(error)}</p>`}
<form method="post">
<label for="card">Номер карты</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" maxlength="23">
<button class="pay" type="submit" name="action" value="pay">Оплатить</button>
<button class="decline" type="submit" name="action" value="decline">Отказаться</button>
</form>
<p>Тестовые карты (срок — любой будущий, CVV 123):</p><ul>${cards}</ul>`,
  );
}

export function messagePage(title: string, text: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}
