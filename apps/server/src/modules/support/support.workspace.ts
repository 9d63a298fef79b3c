import type {
  Locale,
  SupportDeskConversation,
  SupportLinkKind,
  SupportRecord,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { ModuleServices, RecordLookup } from '../../module.js';
import type { AccountService } from '../account/index.js';
import type { Desk } from './support.desk.js';
import { DEFAULT_CAPACITY } from './support.desk.js';
import type { Publisher } from './support.publish.js';
import { linksOf, loadOf } from './support.store.js';
import type { ConversationRow, SupportDb } from './support.tables.js';

/** Verification levels by number; 0 (none passed) is null. */
const LEVELS = [null, 'primary', 'advanced', 'notarised'] as const;

export type QueueFilter = 'waiting' | 'mine' | 'bot' | 'all' | 'resolved';

export interface WorkspaceDeps {
  readonly db: SupportDb;
  readonly nowMs: () => number;
  readonly desk: Desk;
  readonly publisher: Publisher;
  readonly accounts: Pick<AccountService, 'summaries'>;
  readonly identity: () => ModuleServices['identity'] | undefined;
  readonly records: (kind: SupportLinkKind) => RecordLookup | undefined;
  readonly online: (operatorId: number) => boolean;
}

/**
 * What the console's support workspace reads: the queue (waiting oldest
 * first; the agent's own by latest message), one conversation with the
 * user's profile and the records it is about, the agents with their load
 * and satisfaction, and canned replies per language.
 */
export function createWorkspace(deps: WorkspaceDeps) {
  const { db } = deps;

  return {
    async queue(
      operatorId: number,
      q: {
        filter: QueueFilter;
        linkKind?: SupportLinkKind | undefined;
        language?: Locale | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      let query = db.selectFrom('support_conversation as c');
      if (q.filter === 'waiting') query = query.where('c.waiting_since', 'is not', null);
      else if (q.filter === 'mine')
        query = query.where('c.assignee_id', '=', operatorId).where('c.status', '<>', 'resolved');
      else if (q.filter === 'bot') query = query.where('c.status', '=', 'pending');
      else if (q.filter === 'all') query = query.where('c.status', '<>', 'resolved');
      else query = query.where('c.status', '=', 'resolved');
      if (q.language) query = query.where('c.language', '=', q.language);
      if (q.linkKind) {
        const kind = q.linkKind;
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('support_link as l')
              .select('l.ref')
              .whereRef('l.conversation_id', '=', 'c.id')
              .where('l.kind', '=', kind),
          ),
        );
      }
      const ordered =
        q.filter === 'waiting'
          ? query.orderBy('c.waiting_since').orderBy('c.id')
          : q.filter === 'resolved'
            ? query.orderBy('c.resolved_at', 'desc').orderBy('c.id', 'desc')
            : query.orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc');
      const [rows, total, waiting, mine, agent] = await Promise.all([
        ordered
          .selectAll('c')
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        db
          .selectFrom('support_conversation')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('waiting_since', 'is not', null)
          .executeTakeFirstOrThrow(),
        loadOf(db, operatorId),
        db
          .selectFrom('support_agent')
          .select('capacity')
          .where('operator_id', '=', operatorId)
          .executeTakeFirst(),
      ]);
      return {
        list: await deps.publisher.queueRows(rows),
        total: Number(total.n),
        waiting: Number(waiting.n),
        mine,
        capacity: agent?.capacity ?? DEFAULT_CAPACITY,
      };
    },

    /** One conversation for the agent: its state, the user beside it, the records it is about. */
    async detail(conv: ConversationRow): Promise<SupportDeskConversation> {
      const links = (await linksOf(db, [conv.id])).get(conv.id) ?? [];
      const [conversation, [row], users, level, count, records] = await Promise.all([
        deps.publisher.conversation(conv),
        deps.publisher.queueRows([conv]),
        deps.accounts.summaries([conv.user_id]),
        deps.identity()?.levelOf(conv.user_id) ?? Promise.resolve(null),
        db
          .selectFrom('support_conversation')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', conv.user_id)
          .executeTakeFirstOrThrow(),
        Promise.all(
          links.map(async (link): Promise<SupportRecord> => {
            const brief = await deps.records(link.kind)?.(conv.user_id, link.ref);
            return {
              kind: link.kind,
              ref: link.ref,
              title: brief?.title ?? '',
              status: brief?.status ?? 'unknown',
              createdAt: brief?.createdAt ?? 0,
              appealed: brief?.appealed ?? false,
            };
          }),
        ),
      ]);
      const user = users.get(conv.user_id);
      if (!row || !user) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
      return {
        conversation,
        row,
        user: {
          id: user.id,
          name: user.username ?? user.uid,
          registeredAt: user.created_at.getTime(),
          verificationLevel: level === null ? null : LEVELS[level],
          status: user.status,
          conversations: Number(count.n),
        },
        records,
        staffLastSeq: conv.last_seq,
      };
    },

    /** Every support agent (the operators holding support.chat), with load and 30 days' figures. */
    async agents(operators: readonly { id: number; username: string }[]) {
      const since = new Date(deps.nowMs() - 30 * 86_400_000);
      const ids = operators.map((o) => o.id);
      const [rows, loads, figures] = await Promise.all([
        ids.length === 0
          ? []
          : db.selectFrom('support_agent').selectAll().where('operator_id', 'in', ids).execute(),
        deps.desk.loads(),
        ids.length === 0
          ? []
          : db
              .selectFrom('support_conversation')
              .select([
                'resolved_by',
                sql<string>`count(*)`.as('resolved'),
                sql<string | null>`round(avg(rating), 2)::text`.as('rating'),
              ])
              .where('status', '=', 'resolved')
              .where('resolved_at', '>=', since)
              .where('resolved_by', 'in', ids)
              .groupBy('resolved_by')
              .execute(),
      ]);
      const byId = new Map(rows.map((r) => [r.operator_id, r]));
      const figuresOf = new Map(figures.map((f) => [f.resolved_by as number, f]));
      return operators.map((o) => ({
        operatorId: o.id,
        username: o.username,
        displayName: byId.get(o.id)?.display_name ?? `Agent ${o.id}`,
        capacity: byId.get(o.id)?.capacity ?? DEFAULT_CAPACITY,
        load: loads.get(o.id) ?? 0,
        resolved30d: Number(figuresOf.get(o.id)?.resolved ?? 0),
        rating30d: figuresOf.get(o.id)?.rating ?? null,
        online: deps.online(o.id),
      }));
    },

    async saveAgent(by: number, operatorId: number, displayName: string, capacity: number) {
      const at = new Date(deps.nowMs());
      await db
        .insertInto('support_agent')
        .values({
          operator_id: operatorId,
          display_name: displayName,
          capacity,
          updated_by: by,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc
            .column('operator_id')
            .doUpdateSet({ display_name: displayName, capacity, updated_by: by, updated_at: at }),
        )
        .execute();
    },

    async canned(language: Locale | undefined) {
      let query = db.selectFrom('support_canned').selectAll();
      if (language) query = query.where('language', '=', language);
      const rows = await query.orderBy('language').orderBy('title').orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, language: r.language, title: r.title, text: r.body }));
    },

    /** Adds a canned reply, or changes one (with its id). Errors: SUPPORT_CANNED_NOT_FOUND. */
    async saveCanned(
      by: number,
      body: { id?: number | undefined; language: Locale; title: string; text: string },
    ) {
      const values = {
        language: body.language,
        title: body.title,
        body: body.text,
        updated_by: by,
        updated_at: new Date(deps.nowMs()),
      };
      const row =
        body.id === undefined
          ? await db.insertInto('support_canned').values(values).returningAll().executeTakeFirst()
          : await db
              .updateTable('support_canned')
              .set(values)
              .where('id', '=', body.id)
              .returningAll()
              .executeTakeFirst();
      if (!row) throw new AppError('SUPPORT_CANNED_NOT_FOUND');
      return { id: row.id, language: row.language, title: row.title, text: row.body };
    },

    async deleteCanned(id: number): Promise<void> {
      const gone = await db.deleteFrom('support_canned').where('id', '=', id).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw new AppError('SUPPORT_CANNED_NOT_FOUND');
    },
  };
}

export type Workspace = ReturnType<typeof createWorkspace>;
