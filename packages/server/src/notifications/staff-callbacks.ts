/** callback_data of the staff chat's buttons: `ad:ok:12`, `ad:no:12`, `req:ok:7`, `req:no:7`. */
export const staffCallback = (target: 'ad' | 'req', decision: 'ok' | 'no', id: number) =>
  `${target}:${decision}:${id}`;

export const STAFF_CALLBACK = /^(ad|req):(ok|no):(\d{1,10})$/;
