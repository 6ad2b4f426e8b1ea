// The shop on the morning of 8 March, written straight into the cluster's scratch database:
// buyers who started the bot, sellers with an ИНН, bouquets copied from the demo catalogue
// (sharing its stored photos, as a relisted ad does), and a backlog of low-priority messages.
import { DEMO_USERS, signInitData } from '@flowers/server/testing';
import sharp from 'sharp';
import type pg from 'pg';
import type { Crowd, Person } from './driver.ts';

const BUYERS_FROM = 900_000_000;
const SELLERS_FROM = 910_000_000;
const BACKLOG_CHATS_FROM = 880_000_000;
// The demo seller's: its check digits hold.
const SELLER_INN = '770234567818';
// The catalogue is held whole by each node up to 1 000 ads (operations.md "Several nodes").
export const BOUQUETS_KEPT = 900;

const DEMO_SELLER_ID = DEMO_USERS.find((user) => user.username === 'demo_seller')?.id ?? 0;

const demoUser = (role: string) => {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (user === undefined) throw new Error(`no demo ${role}`);
  return user;
};

function person(id: number, botToken: string, extra: Record<string, string> = {}): Person {
  const initData = signInitData(
    {
      user: { id, first_name: 'Гость', username: `peak${id}`, language_code: 'ru', ...extra },
      // A day's init data: valid through the whole run.
      authDate: new Date(),
    },
    botToken,
  );
  return { id, initData, cookie: null, ip: '10.0.0.1' };
}

export async function seedCrowd(
  sql: pg.Client,
  sizes: { buyers: number; sellers: number },
): Promise<Crowd> {
  const { rows } = await sql.query<{ token: string }>(
    'select bot_token as token from demo_secrets where id = 1',
  );
  const botToken = rows[0]?.token;
  if (botToken === undefined) throw new Error('the nodes have not made their demo secrets');
  const buyerIds = Array.from({ length: sizes.buyers }, (_, n) => BUYERS_FROM + n);
  const sellerIds = Array.from({ length: sizes.sellers }, (_, n) => SELLERS_FROM + n);
  await sql.query(
    `insert into users (id, username, first_name, bot_can_write)
     select id, 'peak' || id, 'Гость', true from unnest($1::bigint[]) as id
     on conflict (id) do nothing`,
    [[...buyerIds, ...sellerIds]],
  );
  await sql.query(
    `insert into seller_tax_details (user_id, inn, tax_status, supplier_name)
     select id, $2, 'individual_entrepreneur', 'ИП Флорист ' || id from unnest($1::bigint[]) as id
     on conflict (user_id) do nothing`,
    [sellerIds, SELLER_INN],
  );
  const moderator = demoUser('moderator');
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 210, g: 80, b: 120 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return {
    buyers: buyerIds.map((id) => person(id, botToken)),
    sellers: sellerIds.map((id) => person(id, botToken)),
    moderator: person(moderator.id, botToken, { username: moderator.username }),
    admin: person(demoUser('admin').id, botToken),
    photo,
  };
}

/** Copies of the demo bouquets, owned by the peak's sellers, until `target` can be ordered. */
export async function restock(sql: pg.Client, target: number, sellers: number): Promise<number> {
  const { rows } = await sql.query<{ added: number }>(
    `with orderable as (select count(*)::int as n from ads where status in ('new', 'edited')),
     template as (
       select a.*, row_number() over (order by a.id) - 1 as k, count(*) over () as templates
       from ads a where a.owner_id = $2 and exists (select 1 from ad_photos p where p.ad_id = a.id)
     ),
     wanted as (select generate_series(1, greatest(0, $1 - (select n from orderable))) as n),
     inserted as (
       insert into ads (owner_id, title, description, original_price, price, address, phone, status, created_at)
       select $3::bigint + (w.n % $4), t.title || ' №' || w.n, t.description, t.original_price, t.price,
              t.address, t.phone, 'new', now()
       from wanted w join template t on t.k = w.n % t.templates
       returning id, title
     ),
     photos as (
       insert into ad_photos (ad_id, position, variants, width, height)
       select i.id, p.position, p.variants, p.width, p.height
       from wanted w
       join template t on t.k = w.n % t.templates
       join inserted i on i.title = t.title || ' №' || w.n
       join ad_photos p on p.ad_id = t.id
       returning ad_id
     )
     select (select count(*)::int from inserted) as added, (select count(*) from photos) as photos`,
    [target, DEMO_SELLER_ID, SELLERS_FROM, sellers],
  );
  return rows[0]?.added ?? 0;
}

/** Lower-priority messages queued at once, to wait while orders' messages go first. */
export async function queueBacklog(sql: pg.Client, count: number, chats: number): Promise<void> {
  const ids = Array.from({ length: chats }, (_, index) => BACKLOG_CHATS_FROM + index);
  await sql.query(
    `insert into users (id, username, bot_can_write) select id, 'b' || id, true
     from unnest($1::bigint[]) as id on conflict (id) do nothing`,
    [ids],
  );
  await sql.query(
    `insert into notifications_outbox (chat_id, kind, payload)
     select $2::bigint + (n % $3), 'peak.backlog', jsonb_build_object('text', 'backlog-' || n)
     from generate_series(0, $1 - 1) as n`,
    [count, BACKLOG_CHATS_FROM, chats],
  );
}
