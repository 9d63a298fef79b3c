import { sql, type Kysely } from 'kysely';

/**
 * Pricing currencies (spec section 3, "currency setting"). Rates are units of
 * the currency per 1 USD, edited by operators; the seed values are a starting
 * point dated by `updated_at`, not a live feed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pricing_currency (
      id serial primary key,
      code text not null unique check (code ~ '^[A-Z]{3}$'),
      symbol text not null check (length(symbol) between 1 and 8),
      rate numeric(38, 12) not null check (rate > 0),
      decimals smallint not null check (decimals between 0 and 8),
      sort integer not null,
      enabled boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);

  const seed: ReadonlyArray<readonly [string, string, string, number]> = [
    ['USD', '$', '1', 2],
    ['CNY', '¥', '7.12', 2],
    ['EUR', '€', '0.86', 2],
    ['JPY', '¥', '154', 0],
    ['KRW', '₩', '1460', 0],
    ['HKD', 'HK$', '7.78', 2],
    ['TWD', 'NT$', '31.2', 0],
    ['GBP', '£', '0.76', 2],
    ['THB', '฿', '32.4', 2],
    ['IDR', 'Rp', '16650', 0],
    ['SGD', 'S$', '1.30', 2],
    ['AUD', 'A$', '1.54', 2],
    ['CAD', 'C$', '1.40', 2],
    ['INR', '₹', '88.6', 2],
    ['BRL', 'R$', '5.33', 2],
    ['VND', '₫', '26350', 0],
    ['PHP', '₱', '59.0', 2],
    ['MYR', 'RM', '4.15', 2],
  ];
  let sort = 0;
  for (const [code, symbol, rate, decimals] of seed) {
    sort += 10;
    await sql`
      insert into pricing_currency (code, symbol, rate, decimals, sort, updated_at)
      values (${code}, ${symbol}, ${rate}, ${decimals}, ${sort}, '2026-11-01T00:00:00Z')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pricing_currency`.execute(db);
}
