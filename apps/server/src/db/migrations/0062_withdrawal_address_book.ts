import { sql, type Kysely } from 'kysely';

/**
 * The withdrawal address book and its whitelist (the withdrawal module).
 *
 * `withdrawal_address_book`: addresses a user saved with a label, per
 * network as a withdrawal names it. An address is compared as `address_key`
 * (generated: EVM addresses, which any letter case spells, in lower case;
 * others as written), so one address is saved once per network however it
 * was typed. `usable_at` is when a withdrawal may use it under the
 * whitelist: the save time plus the new-address hold when the whitelist was
 * enforced then, the save time otherwise.
 *
 * `withdrawal_whitelist`: one row per user who ever set it. `enabled` is
 * the user's last choice; a switch-off keeps it enforced until
 * `enforced_until` (null while on, and once a switch-off has nothing to wait
 * for).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table withdrawal_address_book (
      id serial primary key,
      user_id integer not null,
      chain text not null,
      address text not null check (length(address) between 1 and 120),
      address_key text generated always as
        (case when address like '0x%' then lower(address) else address end) stored,
      label text not null check (length(label) between 1 and 40),
      created_at timestamptz not null,
      usable_at timestamptz not null check (usable_at >= created_at),
      constraint withdrawal_address_book_unique unique (user_id, chain, address_key)
    )`,
    sql`create table withdrawal_whitelist (
      user_id integer primary key,
      enabled boolean not null,
      changed_at timestamptz not null,
      enforced_until timestamptz,
      check (not enabled or enforced_until is null)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table withdrawal_whitelist`.execute(db);
  await sql`drop table withdrawal_address_book`.execute(db);
}
