import { sql, type Kysely } from 'kysely';

/**
 * The console's own settings, one row of typed columns (a new setting is a
 * new column). The first: approving a withdrawal worth more than this many
 * USDT needs the operator's authenticator code on the approval itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table console_setting (
      -- Always true: the table holds exactly one row.
      id boolean primary key default true check (id),
      withdrawal_code_above_usdt numeric(38, 18) not null default 10000
        check (withdrawal_code_above_usdt >= 0),
      updated_by integer references operator (id),
      updated_at timestamptz
    )`,
    sql`insert into console_setting default values`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table console_setting`.execute(db);
}
