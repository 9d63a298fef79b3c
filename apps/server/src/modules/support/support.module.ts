import type { SupportLinkKind } from '@exchange/contracts';
import type { Transaction } from 'kysely';
import { defineModule, type RecordLookup } from '../../module.js';
import { createChat } from './support.chat.js';
import { supportCheck } from './support.check.js';
import { registerSupportConsole } from './support.console.js';
import { createDesk } from './support.desk.js';
import { createPublisher } from './support.publish.js';
import { registerSupportRoutes } from './support.routes.js';
import type { SupportTables } from './support.tables.js';
import { staffMessageView } from './support.views.js';
import { createWorkspace } from './support.workspace.js';

/** How often snoozed conversations wake and idle bot conversations close. */
const UPKEEP_EVERY_MS = 60_000;
const CONVERSATION_ID = /^[1-9]\d{0,9}$/;

/** The support module as the platform builds it (see `module.ts` and `index.ts`). */
export const supportModule = defineModule<SupportTables>({
  name: 'support',
  checks: [supportCheck],
  create(ctx) {
    const nowMs = () => ctx.clock.nowMs();
    // Asked at request time: the modules that own these records are built before this one.
    const records = (kind: SupportLinkKind): RecordLookup | undefined =>
      kind === 'p2p_order'
        ? ctx.services.p2pOrderRecord
        : kind === 'loan'
          ? ctx.services.loanRecord
          : ctx.records[kind];
    const publisher = createPublisher({
      db: ctx.db,
      nowMs,
      realtime: ctx.realtime,
      accounts: ctx.accounts,
      p2pOrder: () => ctx.services.p2pOrderRecord,
      log: ctx.log,
    });
    const chat = createChat({
      db: ctx.db,
      nowMs,
      publisher,
      files: ctx.files,
      search: () => ctx.services.helpSearch,
      records,
      log: ctx.log,
    });
    const desk = createDesk({
      db: ctx.db,
      nowMs,
      chat,
      publisher,
      files: ctx.files,
      // An agent's reply is a fact the user is told of (notifications), committed with it.
      replied: (trx, reply) =>
        ctx.events.publish(
          trx as Transaction<SupportTables>,
          'support.replied',
          `support.replied:${reply.conversationId}:${reply.seq}`,
          reply,
        ),
    });
    const workspace = createWorkspace({
      db: ctx.db,
      nowMs,
      desk,
      publisher,
      accounts: ctx.accounts,
      identity: () => ctx.services.identity,
      records,
      online: (operatorId) => ctx.realtime.staffOnline(operatorId),
    });
    const conversationOf = (param: string | undefined) =>
      param !== undefined && CONVERSATION_ID.test(param) ? Number(param) : null;

    return {
      userRoutes: (api) => registerSupportRoutes(api, { chat }),
      consoleRoutes: (secured) =>
        registerSupportConsole(secured, { chat, desk, workspace, files: ctx.files, nowMs }),
      jobs: [{ name: 'upkeep', everyMs: UPKEEP_EVERY_MS, run: () => desk.upkeep() }],
      topics: {
        user: {
          // The user's own conversation; anyone else's is refused as not found.
          async support(param, userId, since) {
            const id = conversationOf(param);
            if (id === null) return null;
            const { conversation, mode, messages, more } = await chat.snapshot(
              { side: 'user', userId },
              id,
              since,
            );
            return { seq: conversation.lastSeq, data: { conversation, mode, messages, more } };
          },
        },
        staff: {
          support: {
            permission: 'support.chat',
            async snapshot(param, operatorId, since) {
              const id = conversationOf(param);
              if (id === null) return null;
              const snap = await chat.snapshot({ side: 'staff', id: operatorId }, id, since);
              const nowMs = ctx.clock.nowMs();
              return {
                seq: snap.conv.last_seq,
                data: {
                  conversation: snap.conversation,
                  mode: snap.mode,
                  more: snap.more,
                  messages: snap.rows.map((row) =>
                    staffMessageView(row, operatorId, nowMs, snap.conversation.recallLocked),
                  ),
                },
              };
            },
          },
          desk: {
            permission: 'support.chat',
            // Updates carry each changed row; the snapshot is what the desk looks like now.
            async snapshot(_param, operatorId) {
              const waiting = await workspace.queue(operatorId, {
                filter: 'waiting',
                pageNo: 1,
                pageSize: 50,
              });
              return { data: waiting };
            },
          },
        },
      },
    };
  },
});
