import { TEST_CARDS } from './emulator-cards.ts';
import { escapeHtml, layout } from './emulator-page.ts';

/** The card number stays at the bank. */
export function cardBindingPage(error?: string): string {
  const cards = TEST_CARDS.map(
    (card) =>
      `<li>${card.number} — ${card.refusal === null ? 'выплаты проходят' : 'банк отклонит выплату'}</li>`,
  ).join('');
  return layout(
    'Привязка карты для выплат',
    `<p class="note">Эмулятор T-Bank: карта привязывается только в демо-банке.</p>
<h1>Карта для выплат</h1>
${error === undefined ? '' : `<p class="error">${escapeHtml(error)}</p>`}
<form method="post">
<label for="card">Номер карты</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" maxlength="23">
<button class="pay" type="submit">Привязать карту</button>
</form>
<p>Тестовые карты:</p><ul>${cards}</ul>`,
  );
}
