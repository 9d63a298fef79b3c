import {
  PATHS,
  announcementListQuery,
  announcementListSchema,
  announcementSchema,
  contentIdQuery,
  envelope,
  faqItemSchema,
  helpArticleSchema,
  helpCategorySchema,
  pageSchema,
  pageSlugQuery,
} from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { PUBLIC } from '../../http/user-routes.js';
import type { ContentService } from './content.service.js';

export function registerContentRoutes(api: Api, content: ContentService): void {
  const tags = ['content'];

  api.get(
    PATHS.announcementList,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Announcements, pinned first, newest first',
        querystring: announcementListQuery,
        response: { 200: envelope(announcementListSchema) },
      },
    },
    async (req) =>
      ok(await content.announcements(req.locale, req.query.pageNo, req.query.pageSize)),
  );

  api.get(
    PATHS.announcementDetail,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'One announcement',
        querystring: contentIdQuery,
        response: { 200: envelope(announcementSchema) },
      },
    },
    async (req) => ok(await content.announcement(req.locale, req.query.id)),
  );

  api.get(
    PATHS.helpCategories,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Help centre categories with their articles',
        response: { 200: envelope(z.array(helpCategorySchema)) },
      },
    },
    async (req) => ok(await content.helpCategories(req.locale)),
  );

  api.get(
    PATHS.helpDetail,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'One help article',
        querystring: contentIdQuery,
        response: { 200: envelope(helpArticleSchema) },
      },
    },
    async (req) => ok(await content.helpArticle(req.locale, req.query.id)),
  );

  api.get(
    PATHS.faq,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Frequently asked questions',
        response: { 200: envelope(z.array(faqItemSchema)) },
      },
    },
    async (req) => ok(await content.faq(req.locale)),
  );

  api.get(
    PATHS.page,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Terms of service, privacy, about and risk pages',
        querystring: pageSlugQuery,
        response: { 200: envelope(pageSchema) },
      },
    },
    async (req) => ok(await content.page(req.locale, req.query.slug)),
  );
}
