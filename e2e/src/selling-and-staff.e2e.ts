import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, visible, WAIT_MS } from './browser.ts';
import { demoInitData, drawnPhoto, openAs } from './demo-session.ts';
import type { DemoPage, Theme } from './demo-session.ts';
import { startServer, type RunningServer } from './server.ts';

const HEIC = fileURLToPath(
  new URL('../../packages/server/src/media/fixtures/iphone-portrait.heic', import.meta.url),
);
const SUCCESS_CARD = '2200770239097761';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fillAdForm(page: DemoPage['page'], title: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Название' }).fill(title);
  await page.getByRole('textbox', { name: /Цена продавца/ }).fill('5000');
  await page.getByRole('textbox', { name: 'Описание' }).fill('Белые и розовые тюльпаны');
  await page.getByRole('combobox', { name: 'Адрес' }).fill('Москва, ул. Тверская, 7');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
}

// A tap while the shell scrolls the focused field into place can miss.
async function submitAd(page: DemoPage['page']): Promise<void> {
  await page.getByRole('button', { name: 'Добавить', exact: true }).focus();
  await page.keyboard.press('Enter');
}

for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
  describe.sequential(`selling, moderation and administration (${theme})`, () => {
    const title = theme === 'light' ? 'Тюльпаны «Весна»' : 'Тюльпаны «Ночь»';
    const editedTitle = `${title}, 25 шт.`;
    let server: RunningServer;
    let seller: DemoPage;
    let moderator: DemoPage;

    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(async () => {
      await seller?.close();
      await moderator?.close();
      await server?.stop();
    });

    it('a seller posts an ad with two photos, one HEIC, and sees the buyer price', async () => {
      seller = await openAs(browser, server.url, 'Продавец', theme);
      const { page } = seller;
      await page.getByRole('link', { name: 'Добавить' }).click();
      await visible(page.getByRole('heading', { name: 'Новое объявление' }));

      const png = await drawnPhoto(page, '#f7c6d9', '#fff4e0');
      await page.getByLabel('Добавить фото').setInputFiles([
        { name: 'bouquet.png', mimeType: 'image/png', buffer: png },
        { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: readFileSync(HEIC) },
      ]);
      await visible(page.getByRole('button', { name: 'Удалить фото 2' }));
      await fillAdForm(page, title);
      await page.keyboard.press('Escape');
      await visible(page.getByText(/Покупатели увидят цену 6\s500\s₽/));
      await screenshot(page, `seller-1-create-ad-${theme}`);

      await submitAd(page);
      await page.waitForURL(`${server.url}/`, { timeout: WAIT_MS });
      await page.getByRole('link', { name: 'Профиль' }).click();
      await page.goto(`${server.url}/myads`);
      const card = page.getByRole('article', { name: title });
      await visible(card.getByText('Статус: ОЖИДАЕТ МОДЕРАЦИИ'));
      await screenshot(page, `seller-2-my-ads-waiting-${theme}`);
    });

    it('a moderator approves it and a buyer’s open catalogue announces it live', async () => {
      const buyer = await openAs(browser, server.url, 'Покупатель', theme);
      await visible(buyer.page.getByRole('heading', { name: 'КАТАЛОГ' }));

      moderator = await openAs(browser, server.url, 'Модератор', theme, '/administrationpage');
      const { page } = moderator;
      await visible(page.getByRole('heading', { name: 'Администрирование' }));
      await screenshot(page, `staff-1-hub-${theme}`);
      await page.getByRole('link', { name: 'Модерация объявлений' }).click();
      const waiting = page.getByRole('article', { name: title });
      await visible(waiting.getByText('ОЖИДАЕТ МОДЕРАЦИИ'));
      expect(await waiting.getByRole('img').count()).toBe(2);
      await screenshot(page, `staff-2-ad-moderation-${theme}`);
      await waiting.getByRole('button', { name: 'Одобрить' }).click();
      await visible(page.getByText('Объявление одобрено!'));
      await visible(page.getByText('Нет объявлений на модерации'));

      await visible(buyer.page.getByText('Появился новый букет!'));
      await visible(buyer.page.getByText(`Новый букет: ${title}`));
      await screenshot(buyer.page, `buyer-live-banner-${theme}`);
      await buyer.close();
    });

    it('the seller requests an edit and the moderator approves it', async () => {
      const { page } = seller;
      await page.goto(`${server.url}/myads`);
      const card = page.getByRole('article', { name: title });
      await visible(card.getByText('Статус: Объявление создано'));
      await card.getByRole('link', { name: 'Редактировать' }).click();
      await visible(page.getByRole('heading', { name: 'Редактирование объявления' }));
      await page.getByRole('textbox', { name: 'Название' }).fill(editedTitle);
      await page.getByRole('textbox', { name: /Цена продавца/ }).fill('6000');
      await screenshot(page, `seller-3-edit-ad-${theme}`);
      await page.getByRole('button', { name: 'Отправить на модерацию' }).click();
      await visible(page.getByText('Объявление успешно отправлено на модерацию'));
      await page.waitForURL(`${server.url}/myads`, { timeout: WAIT_MS });
      await visible(page.getByText('Статус: Редактирование на модерации'));

      await moderator.page.goto(`${server.url}/editrequests`);
      const request = moderator.page.getByRole('article', { name: editedTitle });
      await visible(request);
      expect(await request.locator('s').first().textContent()).toBe(title);
      await screenshot(moderator.page, `staff-3-edit-requests-${theme}`);
      await request.getByRole('button', { name: 'Одобрить' }).click();
      await visible(moderator.page.getByText('Нет заявок на редактирование'));
      await moderator.page.goto(`${server.url}/deleterequests`);
      await visible(moderator.page.getByText('Нет запросов на удаление'));
      await screenshot(moderator.page, `staff-4-delete-requests-${theme}`);

      await page.reload();
      const edited = page.getByRole('article', { name: editedTitle });
      await visible(edited.getByText('Статус: Отредактировано'));
      await visible(edited.getByText(/7\s800\s₽/));
      await screenshot(page, `seller-4-my-ads-edited-${theme}`);
    });

    it('a moderator uploads stage photos and marks a paid order delivered', async () => {
      const ads = (await (
        await fetch(`${server.url}/api/my-ads`, {
          headers: { 'x-initdata': await demoInitData(server.url, 'Продавец') },
        })
      ).json()) as { id: number; title: string }[];
      const ad = ads.find((candidate) => candidate.title === editedTitle);
      const pay = await fetch(`${server.url}/api/tinkoff/pay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-initdata': await demoInitData(server.url, 'Покупатель'),
        },
        body: JSON.stringify({
          adId: ad?.id,
          name: 'Анна',
          address: 'Москва, ул. Арбат, 10',
          phone: '+79991112233',
          comment: 'Позвонить за час',
        }),
      });
      const { paymentUrl } = (await pay.json()) as { paymentUrl: string };
      const { page } = moderator;
      await page.goto(paymentUrl);
      await page.locator('#card').fill(SUCCESS_CARD);
      await page.getByRole('button', { name: 'Оплатить' }).click();
      await page.waitForURL(/\/api\/success-page/, { timeout: WAIT_MS });

      await page.goto(`${server.url}/moderpanel`);
      const order = page.getByRole('article', { name: /^Заказ / });
      await visible(order.getByText('Оплачен'));
      for (const [stage, colour] of [
        ['Букет собран', '#d0e8ff'],
        ['Звонок о доставке', '#ffe7c2'],
        ['Доставка', '#d6f5d6'],
      ] as const) {
        const buffer = await drawnPhoto(page, colour, '#ffffff');
        await order
          .getByLabel(new RegExp(`^Фото «${stage}» для заказа`))
          .setInputFiles({ name: `${stage}.png`, mimeType: 'image/png', buffer });
        await visible(order.getByRole('img', { name: new RegExp(`^${stage}, заказ`) }));
      }
      await screenshot(page, `staff-5-orders-in-work-${theme}`);
      await order.getByRole('button', { name: 'Отметить доставленным' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Да', exact: true }).click();
      await order.getByRole('button', { name: 'Отметить доставленным' }).waitFor({
        state: 'detached',
        timeout: WAIT_MS,
      });

      await order.getByRole('link', { name: 'Открыть' }).click();
      await visible(page.getByRole('region', { name: 'Фото доставки' }));
      await visible(page.getByRole('region', { name: 'Покупатель' }).getByText('Анна'));
      // Issue 40: a card title right in the card's column was 200 px tall.
      for (const name of ['Безопасная сделка', 'Фото доставки']) {
        const box = await page.getByRole('heading', { name, level: 2 }).boundingBox();
        expect(box?.height, name).toBeLessThan(40);
      }
      await screenshot(page, `staff-6-order-detail-${theme}`);
    });

    it('an admin changes a role and blacklists the seller, who then cannot post', async () => {
      const admin = await openAs(browser, server.url, 'Администратор', theme, '/allorders');
      const { page } = admin;
      const order = page.getByRole('article', { name: /^Заказ / });
      await visible(order.getByRole('button', { name: 'Завершить (скрыть из каталога)' }));
      await screenshot(page, `staff-7-all-orders-${theme}`);
      await order.getByRole('button', { name: 'Редактировать' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Да', exact: true }).click();
      await visible(page.getByRole('heading', { name: 'Редактирование заказа' }));
      await screenshot(page, `staff-8-order-edit-${theme}`);

      await page.goto(`${server.url}/adminpanel`);
      const buyerRow = page.getByRole('group', { name: '@demo_buyer' });
      const buyerRole = buyerRow.getByRole('combobox', { name: 'Роль demo_buyer' });
      await buyerRole.selectOption({ label: 'Модератор' });
      await expect.poll(() => buyerRole.inputValue(), { timeout: WAIT_MS }).toBe('moderator');
      const sellerRow = page.getByRole('group', { name: '@demo_seller' });
      await sellerRow.getByText('Чёрный список').click();
      await expect
        .poll(() => sellerRow.getByRole('switch').isChecked(), { timeout: WAIT_MS })
        .toBe(true);
      await screenshot(page, `staff-9-admin-panel-${theme}`);
      await admin.close();

      const blocked = seller.page;
      await blocked.goto(`${server.url}/add`);
      await visible(blocked.getByRole('heading', { name: 'Новое объявление' }));
      const png = await drawnPhoto(blocked, '#eeeeee', '#cccccc');
      await blocked
        .getByLabel('Добавить фото')
        .setInputFiles({ name: 'late.png', mimeType: 'image/png', buffer: png });
      await fillAdForm(blocked, 'Ещё букет');
      await blocked.keyboard.press('Escape');
      await submitAd(blocked);
      await visible(blocked.getByText('Ваша учётная запись заблокирована (HTTP 403)'));
      await screenshot(blocked, `seller-5-blacklisted-${theme}`);
    });
  });
}
