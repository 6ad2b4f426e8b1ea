export const staffCallback = (target: 'ad' | 'req', decision: 'ok' | 'no', id: number) =>
  `${target}:${decision}:${id}`;

export const STAFF_CALLBACK = /^(ad|req):(ok|no):(\d{1,10})$/;
