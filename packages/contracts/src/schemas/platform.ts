import { z } from 'zod';
import { id, pagingQuery, page } from './fields.js';

/** `GET /member/currency`: spec section 3, currency setting. */
export const currencySchema = z.object({
  id: z.number().int(),
  /** ISO 4217 code, e.g. "USD". */
  name: z.string(),
  currency_symbol: z.string(),
  /** Units of this currency per 1 USD, a decimal string. */
  rate: z.string(),
  /** Decimals shown for prices in this currency (0 for JPY, KRW). */
  decimals: z.number().int().min(0).max(8),
  /** When an operator last set the rate, so users can judge how fresh it is. */
  updatedAt: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

/** `GET /public/config`: what the web app needs before its first signed call. */
export const clientConfigSchema = z.object({
  /**
   * The spec's request-sign secret. It is shipped to every browser, so it is a
   * client check, not authentication: see README, "Request signing".
   */
  signSecret: z.string(),
  signWindowS: z.number().int(),
  serverTimeMs: z.number().int(),
  customerServiceUrl: z.string(),
  demoData: z.boolean(),
  /** False only outside production with CAPTCHA=off (automated tests): send captchaToken "off". */
  captchaEnabled: z.boolean(),
  version: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptimeS: z.number().int(),
  version: z.string(),
});

// Content: announcements, help centre, FAQ and static pages.

export const announcementSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  pinned: z.boolean(),
  publishedAt: z.string(),
});
export const announcementSchema = announcementSummarySchema.extend({ body: z.string() });
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListQuery = pagingQuery(10, 50);
export const announcementListSchema = page(announcementSummarySchema);
export const contentIdQuery = z.object({ id: id() });

export const helpArticleSummarySchema = z.object({ id: z.number().int(), title: z.string() });
export const helpCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  articles: z.array(helpArticleSummarySchema),
});
export const helpArticleSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const PAGE_SLUGS = ['terms', 'privacy', 'about', 'risk'] as const;
export const pageSlugQuery = z.object({ slug: z.enum(PAGE_SLUGS) });
export const pageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof pageSchema>;
