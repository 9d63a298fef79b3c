import {
  ADMIN_PATHS,
  contentCreateBody,
  contentItemSchema,
  contentListQuery,
  contentPageSchema,
  contentUpdateBody,
  envelope,
} from '@exchange/contracts';
import { z } from 'zod';
import { id } from '@exchange/contracts';
import type { Secured } from '../admin/index.js';
import type { ContentAdmin, ContentChange } from './content.admin.js';

const idParams = z.object({ id: id() });

/**
 * A change may carry all ten languages of a long page at once (ten bodies
 * of 50,000 characters, up to 4 bytes each in UTF-8, escaped in JSON), far
 * above the API's usual 256 KiB. Only an operator holding content.manage
 * gets this far: the session and permission are checked before the body is
 * read.
 */
const CONTENT_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * Announcements, help centre, FAQ and static pages in every locale. Every
 * change is audited (`content.create`, `content.update`, `content.delete`,
 * target `content:<id>`) with the fields and locales it changed, their
 * values before and after, and bodies by their length only.
 */
export function registerContentConsole(k: Secured, content: ContentAdmin): void {
  const { secured, params, body, query } = k;
  const limits = { bodyLimitBytes: CONTENT_BODY_LIMIT_BYTES };
  /** The audit detail of each change, from the handler to its audit entry. */
  const changes = new WeakMap<object, Record<string, unknown>>();
  const audited = async <T>(req: object, made: Promise<ContentChange<T>>): Promise<T> => {
    const { result, audit } = await made;
    changes.set(req, audit);
    return result;
  };

  secured(
    'GET',
    ADMIN_PATHS.content,
    'content.manage',
    {
      summary: 'Content items of every kind, drafts included, with their translated locales',
      querystring: contentListQuery,
      response: { 200: envelope(contentPageSchema) },
    },
    (req) => content.list(query(req, contentListQuery)),
  );
  secured(
    'GET',
    ADMIN_PATHS.contentItem,
    'content.manage',
    {
      summary: 'One content item with the text of every locale it has',
      params: idParams,
      response: { 200: envelope(contentItemSchema) },
    },
    (req) => content.get(params(req).id),
  );
  secured(
    'POST',
    ADMIN_PATHS.contentCreate,
    'content.manage',
    {
      summary: 'Create an announcement, help category, help article or FAQ entry',
      body: contentCreateBody,
      response: { 200: envelope(contentItemSchema) },
    },
    (req) => audited(req, content.create(body(req, contentCreateBody))),
    {
      action: 'content.create',
      of: (req, result) => ({
        target: `content:${(result as { id: number }).id}`,
        detail: changes.get(req) ?? {},
      }),
    },
    limits,
  );
  secured(
    'POST',
    ADMIN_PATHS.contentUpdate,
    'content.manage',
    {
      summary: 'Change a content item: only the fields and locales sent change',
      params: idParams,
      body: contentUpdateBody,
      response: { 200: envelope(contentItemSchema) },
    },
    (req) => audited(req, content.update(params(req).id, body(req, contentUpdateBody))),
    {
      action: 'content.update',
      of: (req) => ({ target: `content:${params(req).id}`, detail: changes.get(req) ?? {} }),
    },
    limits,
  );
  secured(
    'POST',
    ADMIN_PATHS.contentDelete,
    'content.manage',
    {
      summary: 'Delete a content item; static pages and categories with articles stay',
      params: idParams,
      response: { 200: envelope(z.null()) },
    },
    (req) => audited(req, content.remove(params(req).id)),
    {
      action: 'content.delete',
      of: (req) => ({ target: `content:${params(req).id}`, detail: changes.get(req) ?? {} }),
    },
  );
}
