export const receiptCallback = (answer: 'ok' | 'no', orderId: number) =>
  `rcpt:${answer}:${orderId}`;

export const RECEIPT_CALLBACK = /^rcpt:(ok|no):(\d{1,10})$/;
