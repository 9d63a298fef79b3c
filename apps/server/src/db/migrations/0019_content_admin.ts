import { sql, type Kysely } from 'kysely';

/**
 * Content management from the operator console. The superuser role was
 * created with the permissions of its day, so it is given the new
 * `content.manage` here (once: running this again changes nothing). A help
 * category is deleted only when no article points at it; the index keeps
 * that check, and the foreign key's own, cheap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update operator_role
    set permissions = array_append(permissions, 'content.manage')
    where lower(name) = 'superuser' and not ('content.manage' = any (permissions))`.execute(db);
  await sql`
    create index if not exists content_item_parent on content_item (parent_id)
    where parent_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists content_item_parent`.execute(db);
  await sql`
    update operator_role set permissions = array_remove(permissions, 'content.manage')
    where lower(name) = 'superuser'`.execute(db);
}
