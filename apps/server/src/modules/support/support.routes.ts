import {
  PATHS,
  envelope,
  supportConversationListSchema,
  supportConversationQuery,
  supportConversationRef,
  supportConversationSchema,
  supportConversationsQuery,
  supportMarksBody,
  supportMessageRef,
  supportMessageSchema,
  supportMessagesQuery,
  supportMessagesSchema,
  supportOpenBody,
  supportRateBody,
  supportSendBody,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import { sendImage } from '../files/index.js';
import type { Chat } from './support.chat.js';

const tags = ['support'];

/**
 * The user's side of customer-service chat. A session is needed and a
 * demo one is refused: support is for the real account. Live updates come
 * on the realtime topic `support:<id>`; these routes write, and read history.
 */
export function registerSupportRoutes(api: Api, deps: { chat: Chat }): void {
  const { chat } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const as = (req: FastifyRequest) => ({ side: 'user' as const, userId: user(req).id });
  const config = session('refuse');

  api.get(
    PATHS.supportConversation,
    {
      config,
      schema: {
        tags,
        summary:
          'The caller’s conversation with support: the one named, or the latest (null before the first)',
        querystring: supportConversationQuery,
        response: { 200: envelope(supportConversationSchema.nullable()) },
      },
    },
    async (req) =>
      ok(
        req.query.id === undefined
          ? await chat.current(user(req).id)
          : await chat.conversation(user(req).id, req.query.id),
      ),
  );
  api.get(
    PATHS.supportConversations,
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s conversations with support, newest first',
        querystring: supportConversationsQuery,
        response: { 200: envelope(supportConversationListSchema) },
      },
    },
    async (req) => ok(await chat.list(user(req).id, req.query.pageNo, req.query.pageSize)),
  );
  api.post(
    PATHS.supportOpen,
    {
      config,
      schema: {
        tags,
        summary:
          'Open a conversation with support (the active one, or a new one), about one of the caller’s records when linked',
        body: supportOpenBody,
        response: { 200: envelope(supportConversationSchema) },
      },
    },
    async (req) => ok(await chat.open(user(req).id, req.locale, req.body.link)),
  );
  api.get(
    PATHS.supportMessages,
    {
      config,
      schema: {
        tags,
        summary:
          'A page of a conversation: the latest, older (beforeSeq) or newer (afterSeq) events',
        querystring: supportMessagesQuery,
        response: { 200: envelope(supportMessagesSchema) },
      },
    },
    async (req) => {
      const { conversationId, ...page } = req.query;
      const { list, more } = await chat.messages(as(req), conversationId, page);
      return ok({ list, more });
    },
  );
  api.post(
    PATHS.supportSend,
    {
      config: { ...config, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Send a message (text, a chat image, or both); a repeated clientId answers with the message it made',
        body: supportSendBody,
        response: { 200: envelope(supportMessageSchema) },
      },
    },
    async (req) => ok(await chat.send(user(req).id, req.locale, req.body)),
  );
  api.post(
    PATHS.supportRecall,
    {
      config,
      schema: {
        tags,
        summary: 'Withdraw one’s own message within 2 minutes of sending it',
        body: supportMessageRef,
        response: { 200: envelope(supportMessageSchema) },
      },
    },
    async (req) => ok(await chat.recall(as(req), req.body.conversationId, req.body.seq)),
  );
  api.post(
    PATHS.supportMarks,
    {
      config,
      schema: {
        tags,
        summary: 'Mark support’s messages delivered or read up to a seq',
        body: supportMarksBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const { conversationId, deliveredSeq, readSeq } = req.body;
      await chat.marks(as(req), conversationId, deliveredSeq, readSeq);
      return ok(null);
    },
  );
  api.post(
    PATHS.supportTyping,
    {
      config,
      schema: {
        tags,
        summary: 'Tell the agent the caller is typing',
        body: supportConversationRef,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await chat.typing(as(req), req.body.conversationId);
      return ok(null);
    },
  );
  api.post(
    PATHS.supportHandoff,
    {
      config,
      schema: {
        tags,
        summary: 'Talk to a person: join the queue for an agent',
        body: supportConversationRef,
        response: { 200: envelope(supportConversationSchema) },
      },
    },
    async (req) => ok(await chat.handoff(user(req).id, req.body.conversationId)),
  );
  api.post(
    PATHS.supportRate,
    {
      config,
      schema: {
        tags,
        summary: 'Rate a resolved conversation, once (1 to 5)',
        body: supportRateBody,
        response: { 200: envelope(supportConversationSchema) },
      },
    },
    async (req) => {
      const { conversationId, rating, comment } = req.body;
      return ok(await chat.rate(user(req).id, conversationId, rating, comment));
    },
  );
  api.get(
    PATHS.supportFile,
    {
      config,
      schema: {
        tags,
        summary: 'An image in one of the caller’s conversations',
        querystring: supportMessageRef,
      },
    },
    async (req, reply) => {
      return sendImage(reply, await chat.image(as(req), req.query.conversationId, req.query.seq));
    },
  );
}
