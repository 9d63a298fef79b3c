/**
 * Content: announcements, the help centre, FAQ and static pages, per locale
 * with English fallback. Users read published items; operators write them
 * through `ContentAdmin` from the console.
 *
 * Boundary: owns content_item and content_text (seeded by migration
 * 0003_content_seed from seed/); serves the /uc/ announcement, help, FAQ
 * and page routes.
 *
 * Invariant: users see only published items; slugs are unique per kind; a
 * help article is always under an existing category; English always keeps a
 * title; an edit based on a stale `updatedAt` is refused (CONTENT_STALE).
 */
export { createContentAdmin } from './content.admin.js';
export type { ContentAdmin, ContentChange } from './content.admin.js';
export { registerContentRoutes } from './content.routes.js';
export { createContentService } from './content.service.js';
export type { Paged } from './content.service.js';
// eslint-disable-next-line local/module-boundaries -- app.ts builds the service from its store until modules compose themselves.
export { createContentStore } from './content.store.js';
