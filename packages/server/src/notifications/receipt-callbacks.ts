/** callback_data of «Получили букет?» in the buyer's chat: `rcpt:ok:12`, `rcpt:no:12`. */
export const receiptCallback = (answer: 'ok' | 'no', orderId: number) =>
  `rcpt:${answer}:${orderId}`;

export const RECEIPT_CALLBACK = /^rcpt:(ok|no):(\d{1,10})$/;
