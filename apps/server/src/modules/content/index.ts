/**
 * Content: announcements, the help centre, FAQ and static pages, per locale
 * with English fallback. Users read published items; operators write them
 * through `ContentAdmin` from the console.
 *
 * Reads are `content.store.ts`'s; operator writes are `content.admin.ts`'s
 * (listing in `content.listing.ts`, pure rules in `content.core.ts`), served
 * by the console routes of `content.console.ts` under the permission
 * content.manage. Items may be drafts. The four static pages are edited but
 * never created, renamed, unpublished or deleted; a help category is
 * deleted only once it has no articles. A locale sent with an empty title is
 * removed; English always keeps a title and, except for help categories, a
 * body. Each change runs in one transaction with the item locked, moves
 * `updated_at`, and is audited with the fields and locales it changed
 * (bodies by length only).
 *
 * Boundary: owns content_item and content_text (seeded by migration
 * 0003_content_seed from seed/); serves the /uc/ announcement, help, FAQ
 * and page routes.
 *
 * Invariant: users see only published items; slugs are unique per kind; a
 * help article is always under an existing category; English always keeps a
 * title; an edit based on a stale `updatedAt` is refused (CONTENT_STALE).
 */
export type { ContentAdmin, ContentChange } from './content.admin.js';
export type { Paged } from './content.service.js';
export { contentModule } from './content.module.js';
