import {
  ADMIN_PATHS,
  id,
  envelope,
  supportAgentBody,
  supportAgentSchema,
  supportCannedBody,
  supportCannedQuery,
  supportCannedSchema,
  supportDeskConversationSchema,
  supportDeskMessagesQuery,
  supportHandoverBody,
  supportQueueQuery,
  supportQueueSchema,
  supportReplyBody,
  supportSeqBody,
  supportSnoozeBody,
  supportStaffMessageSchema,
  supportStaffMessagesSchema,
  supportTakeoverBody,
  supportUploadSchema,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { FileReply, type Secured } from '../admin/index.js';
import { uploadFromParts, type FilesService } from '../files/index.js';
import type { Chat } from './support.chat.js';
import type { Agent, Desk } from './support.desk.js';
import { staffMessageView } from './support.views.js';
import type { Workspace } from './support.workspace.js';

const idParams = z.object({ id: id() });
const desk = envelope(supportDeskConversationSchema);

/**
 * The console's support workspace (permission support.chat; agents, canned
 * replies and taking a colleague's chat: support.manage). Every takeover,
 * handover, release, resolution and withdrawal is audited; replies and
 * notes are the conversation's own record.
 */
export function registerSupportConsole(
  k: Secured,
  deps: {
    chat: Chat;
    desk: Desk;
    workspace: Workspace;
    files: FilesService;
    nowMs: () => number;
  },
): void {
  const { secured, params, body, query, target } = k;
  const { chat, workspace } = deps;
  const conversation = target('support_conversation');
  const agentOf = (operator: { row: { id: number }; permissions: ReadonlySet<string> }): Agent => ({
    id: operator.row.id,
    manager: operator.permissions.has('support.manage'),
  });
  const detailOf = async (id: number) => workspace.detail(await chat.byId(id));
  const staff = (_req: FastifyRequest, operatorId: number) => ({
    side: 'staff' as const,
    id: operatorId,
  });

  secured(
    'GET',
    ADMIN_PATHS.supportQueue,
    'support.chat',
    { querystring: supportQueueQuery, response: { 200: envelope(supportQueueSchema) } },
    async (req, operator) => workspace.queue(operator.row.id, query(req, supportQueueQuery)),
  );
  secured(
    'GET',
    ADMIN_PATHS.supportConversation,
    'support.chat',
    { params: idParams, response: { 200: desk } },
    async (req) => detailOf(params(req).id),
  );
  secured(
    'GET',
    ADMIN_PATHS.supportMessages,
    'support.chat',
    {
      params: idParams,
      querystring: supportDeskMessagesQuery,
      response: { 200: envelope(supportStaffMessagesSchema) },
    },
    async (req, operator) => {
      const page = query(req, supportDeskMessagesQuery);
      const { rows, more, conv } = await chat.messages(
        staff(req, operator.row.id),
        params(req).id,
        page,
      );
      const locked = (await workspace.detail(conv)).conversation.recallLocked;
      const nowMs = deps.nowMs();
      return {
        list: rows.map((row) => staffMessageView(row, operator.row.id, nowMs, locked)),
        more,
      };
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportTakeover,
    'support.chat',
    { params: idParams, body: supportTakeoverBody, response: { 200: desk } },
    async (req, operator) => {
      const { force } = body(req, supportTakeoverBody);
      return workspace.detail(await deps.desk.takeover(agentOf(operator), params(req).id, force));
    },
    {
      action: 'support.takeover',
      of: (req) => ({
        ...conversation(req),
        detail: { force: (req.body as { force?: boolean }).force ?? false },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportNext,
    'support.chat',
    { response: { 200: desk } },
    async (_req, operator) => workspace.detail(await deps.desk.next(agentOf(operator))),
    {
      action: 'support.takeover',
      of: (_req, result) => ({
        target: `support_conversation:${(result as { conversation: { id: number } }).conversation.id}`,
        detail: { next: true },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportHandover,
    'support.chat',
    { params: idParams, body: supportHandoverBody, response: { 200: desk } },
    async (req, operator) => {
      const to = body(req, supportHandoverBody).operatorId;
      const agents = await k.operatorsWith('support.chat');
      const isAgent = agents.some((a) => a.id === to);
      return workspace.detail(
        await deps.desk.handover(agentOf(operator), params(req).id, to, isAgent),
      );
    },
    {
      action: 'support.handover',
      of: (req) => ({
        ...conversation(req),
        detail: { to: (req.body as { operatorId: number }).operatorId },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportRelease,
    'support.chat',
    { params: idParams, response: { 200: desk } },
    async (req, operator) =>
      workspace.detail(await deps.desk.release(agentOf(operator), params(req).id)),
    { action: 'support.release', of: conversation },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportReply,
    'support.chat',
    {
      params: idParams,
      body: supportReplyBody,
      response: { 200: envelope(supportStaffMessageSchema) },
    },
    async (req, operator) =>
      deps.desk.reply(agentOf(operator), params(req).id, body(req, supportReplyBody)),
  );
  secured(
    'POST',
    ADMIN_PATHS.supportUpload,
    'support.chat',
    {
      params: idParams,
      summary:
        'Upload an image to send in the conversation (multipart field `file`, 10 MB), stored as the user’s: they receive it',
      response: { 200: envelope(supportUploadSchema) },
    },
    async (req, operator) => {
      const conv = await chat.byId(params(req).id);
      if (conv.status === 'resolved') throw new AppError('SUPPORT_CONVERSATION_RESOLVED');
      if (conv.assignee_id !== operator.row.id) throw new AppError('SUPPORT_NOT_ASSIGNEE');
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const stored = await uploadFromParts(req, deps.files, conv.user_id, 'chat', false);
      return { id: stored.id, width: stored.width, height: stored.height };
    },
    undefined,
    { multipart: true },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportRecall,
    'support.chat',
    {
      params: idParams,
      body: supportSeqBody,
      response: { 200: envelope(supportStaffMessageSchema) },
    },
    async (req, operator) => {
      const message = await chat.recall(
        staff(req, operator.row.id),
        params(req).id,
        body(req, supportSeqBody).seq,
      );
      return { ...message, senderId: operator.row.id };
    },
    {
      action: 'support.recall',
      of: (req) => ({ ...conversation(req), detail: { seq: (req.body as { seq: number }).seq } }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportResolve,
    'support.chat',
    { params: idParams, response: { 200: desk } },
    async (req, operator) =>
      workspace.detail(await deps.desk.resolve(agentOf(operator), params(req).id)),
    { action: 'support.resolve', of: conversation },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportSnooze,
    'support.chat',
    { params: idParams, body: supportSnoozeBody, response: { 200: desk } },
    async (req, operator) =>
      workspace.detail(
        await deps.desk.snooze(
          agentOf(operator),
          params(req).id,
          body(req, supportSnoozeBody).untilMs,
        ),
      ),
    { action: 'support.snooze', of: conversation },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportRead,
    'support.chat',
    { params: idParams, body: supportSeqBody, response: { 200: envelope(z.null()) } },
    async (req, operator) => {
      const { seq } = body(req, supportSeqBody);
      await chat.marks(staff(req, operator.row.id), params(req).id, seq, seq);
      return null;
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportTyping,
    'support.chat',
    { params: idParams, response: { 200: envelope(z.null()) } },
    async (req, operator) => {
      await chat.typing(staff(req, operator.row.id), params(req).id);
      return null;
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.supportFile,
    'support.chat',
    { params: idParams, querystring: supportSeqBody },
    async (req, operator) => {
      // The files module audits the view before it returns a byte.
      const { file, bytes } = await chat.image(
        staff(req, operator.row.id),
        params(req).id,
        query(req, supportSeqBody).seq,
      );
      return new FileReply(bytes, file.contentType);
    },
  );

  secured(
    'GET',
    ADMIN_PATHS.supportCanned,
    'support.chat',
    { querystring: supportCannedQuery, response: { 200: envelope(z.array(supportCannedSchema)) } },
    async (req) => workspace.canned(query(req, supportCannedQuery).language),
  );
  secured(
    'POST',
    ADMIN_PATHS.supportCanned,
    'support.manage',
    { body: supportCannedBody, response: { 200: envelope(supportCannedSchema) } },
    async (req, operator) => workspace.saveCanned(operator.row.id, body(req, supportCannedBody)),
    {
      action: 'support.canned',
      of: (_req, result) => ({ target: `support_canned:${(result as { id: number }).id}` }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.supportCannedDelete,
    'support.manage',
    { params: idParams, response: { 200: envelope(z.null()) } },
    async (req) => {
      await workspace.deleteCanned(params(req).id);
      return null;
    },
    { action: 'support.canned_delete', of: target('support_canned') },
  );
  secured(
    'GET',
    ADMIN_PATHS.supportAgents,
    'support.chat',
    { response: { 200: envelope(z.array(supportAgentSchema)) } },
    async () => workspace.agents(await k.operatorsWith('support.chat')),
  );
  secured(
    'POST',
    ADMIN_PATHS.supportAgents,
    'support.manage',
    { body: supportAgentBody, response: { 200: envelope(z.array(supportAgentSchema)) } },
    async (req, operator) => {
      const { operatorId, displayName, capacity } = body(req, supportAgentBody);
      await workspace.saveAgent(operator.row.id, operatorId, displayName, capacity);
      return workspace.agents(await k.operatorsWith('support.chat'));
    },
    {
      action: 'support.agent',
      of: (req) => ({
        target: `operator:${(req.body as { operatorId: number }).operatorId}`,
        detail: req.body as Record<string, unknown>,
      }),
    },
  );
}
