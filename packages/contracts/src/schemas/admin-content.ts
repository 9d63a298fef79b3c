import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { id, page, pagingQuery } from './fields.js';

/**
 * Content management from the operator console: announcements, the help
 * centre, the FAQ and the static pages, each with text per locale. English
 * (en_US) is every item's fallback, so it is always present; another locale
 * exists only where it has been translated, and each of its fields falls back
 * to English on its own when empty.
 */
export const CONTENT_KINDS = [
  'announcement',
  'help_category',
  'help_article',
  'faq',
  'page',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Published items are public; drafts only in the console. */
export const CONTENT_STATUSES = ['published', 'draft'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The fallback language of every item. */
export const CONTENT_FALLBACK_LOCALE = 'en_US' as const;

/** Lengths in characters (UTF-16 code units, as the browser counts them). */
export const CONTENT_LIMITS = {
  title: 200,
  summary: 500,
  body: 50_000,
  slug: 80,
  sort: 1_000_000,
} as const;

/** An item's address: lowercase letters, digits and dashes, unique per kind. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** Dates an operator may give an item: 2000-01-01 up to 2100-01-01 (UTC), in epoch ms. */
export const CONTENT_TIME_RANGE_MS = [946_684_800_000, 4_102_444_800_000] as const;

const slug = () => z.string().trim().regex(CONTENT_SLUG_PATTERN, { error: 'FIELD_FORMAT' });
const sort = () => z.number().int().min(0).max(CONTENT_LIMITS.sort);
const epochMs = () => z.number().int().min(CONTENT_TIME_RANGE_MS[0]).max(CONTENT_TIME_RANGE_MS[1]);
const localeKey = z.enum(LOCALES);

// ---- Replies ----

export const contentTextSchema = z.object({
  title: z.string(),
  summary: z.string(),
  body: z.string(),
});
export type ContentText = z.infer<typeof contentTextSchema>;

/** One item with the text of every locale it has. Times are epoch milliseconds. */
export const contentItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  /** A help article's category; null for every other kind. */
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  pinned: z.boolean(),
  published: z.boolean(),
  publishedAt: z.number(),
  updatedAt: z.number(),
  texts: z.partialRecord(localeKey, contentTextSchema),
});
export type ContentItemView = z.infer<typeof contentItemSchema>;

/** A list row: the English title, and which locales have text. */
export const contentRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  parentId: z.number().int().nullable(),
  /** The category's English title, for help articles. */
  parentTitle: z.string().nullable(),
  sort: z.number().int(),
  pinned: z.boolean(),
  published: z.boolean(),
  publishedAt: z.number(),
  updatedAt: z.number(),
  title: z.string(),
  locales: z.array(localeKey),
});
export type ContentRow = z.infer<typeof contentRowSchema>;
export const contentPageSchema = page(contentRowSchema);

// ---- Requests ----

/**
 * Help articles in their category's order, the sorted kinds by `sort`,
 * announcements pinned first and newest first. `q` matches the slug or a
 * title in any locale.
 */
export const contentListQuery = pagingQuery(20, 200).extend({
  kind: z.enum(CONTENT_KINDS).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  parentId: id().optional(),
  q: z.string().trim().max(120).optional(),
});

/**
 * One locale's text as sent. Absent fields are left as they are; on an
 * update, a title of '' removes the locale's translation (never English's).
 * Titles are one line.
 */
export const contentTextInput = z.object({
  title: z
    .string()
    .trim()
    .max(CONTENT_LIMITS.title)
    .regex(/^[^\r\n]*$/, { error: 'FIELD_FORMAT' })
    .optional(),
  summary: z.string().trim().max(CONTENT_LIMITS.summary).optional(),
  body: z.string().trim().max(CONTENT_LIMITS.body).optional(),
});
export type ContentTextInput = z.output<typeof contentTextInput>;
export const contentTextsInput = z.partialRecord(localeKey, contentTextInput);
export type ContentTextsInput = z.output<typeof contentTextsInput>;

/**
 * A new item; static pages are not created (they always exist). A draft
 * unless `published`; `publishedAt` defaults to now.
 */
export const contentCreateBody = z.object({
  kind: z.enum(CONTENT_KINDS),
  slug: slug(),
  parentId: id().optional(),
  sort: sort().optional(),
  pinned: z.boolean().optional(),
  published: z.boolean().optional(),
  publishedAt: epochMs().optional(),
  texts: contentTextsInput,
});
export type ContentCreate = z.output<typeof contentCreateBody>;

/**
 * A change to an item: only the fields sent change. Publishing a draft
 * stamps it with the current time unless `publishedAt` is sent too.
 * `updatedAt`, when sent, is the version the editor started from: the
 * change is refused (CONTENT_STALE) if the item has changed since.
 */
export const contentUpdateBody = z
  .object({
    slug: slug().optional(),
    parentId: id().optional(),
    sort: sort().optional(),
    pinned: z.boolean().optional(),
    published: z.boolean().optional(),
    publishedAt: epochMs().optional(),
    texts: contentTextsInput.optional(),
    updatedAt: z.number().int().nonnegative().optional(),
  })
  .refine(
    ({ updatedAt: _version, ...change }) => Object.values(change).some((v) => v !== undefined),
    { error: 'FIELD_REQUIRED' },
  );
export type ContentUpdate = z.output<typeof contentUpdateBody>;
