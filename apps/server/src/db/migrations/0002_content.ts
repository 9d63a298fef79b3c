import { sql, type Kysely } from 'kysely';

/**
 * Announcements, help centre, FAQ and static pages share one shape: an item
 * with per-locale text. A help article's parent is its category item.
 * Locales without a row fall back to en_US at read time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table content_item (
      id serial primary key,
      kind text not null check (kind in ('announcement', 'help_category', 'help_article', 'faq', 'page')),
      slug text not null check (slug ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
      parent_id integer references content_item (id),
      sort integer not null default 0,
      pinned boolean not null default false,
      published boolean not null default true,
      published_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (kind, slug),
      check ((kind = 'help_article') = (parent_id is not null))
    )`.execute(db);
  await sql`create index content_item_listing on content_item (kind, published, pinned desc, published_at desc)`.execute(
    db,
  );
  await sql`
    create table content_text (
      item_id integer not null references content_item (id) on delete cascade,
      locale text not null check (locale in ('en_US','zh_HK','zh_CN','ja_JP','ko_KR','th_TH','es_ES','de_DE','fr_FR','id_ID')),
      title text not null check (length(title) between 1 and 200),
      summary text not null default '' check (length(summary) <= 500),
      body text not null default '' check (length(body) <= 200000),
      primary key (item_id, locale)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table content_text`.execute(db);
  await sql`drop table content_item`.execute(db);
}
