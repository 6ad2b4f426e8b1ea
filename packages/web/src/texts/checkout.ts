// Issue 16. The rules' messages come from @flowers/domain; the labels here are ours.

export const CONTACTS_TITLE = 'Ваши контакты';
export const DELIVERY_SECTION_TITLE = 'Доставка';
export const DELIVERY_TIME_LABEL = 'Время доставки';
export const DELIVERY_TIME_HINT = 'Интервал в два часа, в пределах суток после заказа';
export const RECIPIENT_NAME_LABEL = 'Имя получателя';
export const RECIPIENT_PHONE_LABEL = 'Телефон получателя';
export const CARD_SECTION_TITLE = 'Открытка';
export const CARD_MESSAGE_PLACEHOLDER = 'Например: С днём рождения, мама!';
export const SHARE_PHONE_TEXT = 'Взять номер из Telegram';
export const RECEIPT_TITLE = 'Ваш заказ';
