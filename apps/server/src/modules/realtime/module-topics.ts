import type { Permission } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { ModuleParts, TopicServer } from '../../module.js';
import { createHub, type TopicSnapshot } from './hub.js';
import { registerMarketStream } from './stream.js';
import { parseStaffTopic } from './topics.js';

type StaffTopic = { readonly permission: Permission; readonly snapshot: TopicServer };

/** The kind and parameter of a canonical name: `support:42` is ("support", "42"). */
function split(topic: string): [string, string | undefined] {
  const at = topic.indexOf(':');
  return at < 0 ? [topic, undefined] : [topic.slice(0, at), topic.slice(at + 1)];
}

/**
 * The private topics modules serve (`ModuleParts.topics`), and the
 * console's socket (`/admin-api/ws`) that carries the staff ones: the same
 * hub as the users' (sequence resume, slow consumers), signed in with a
 * console token, every topic private and each checked against the
 * operator's permissions as of their last sign-in check (the heartbeat
 * checks again, without prolonging the console session).
 */
export function createModuleTopics(onError: (error: unknown, context: string) => void) {
  const user = new Map<string, TopicServer>();
  const staff = new Map<string, StaffTopic>();
  const permissions = new Map<number, ReadonlySet<Permission>>();

  const staffHub = createHub({
    topics: { parse: parseStaffTopic, isPrivate: () => true },
    snapshot: async (topic, operatorId, since): Promise<TopicSnapshot | null> => {
      if (operatorId === null) return null;
      const [kind, param] = split(topic);
      const served = staff.get(kind);
      if (!served) return null;
      if (!permissions.get(operatorId)?.has(served.permission))
        throw new AppError('PERMISSION_DENIED', { permission: served.permission });
      return served.snapshot(param, operatorId, since);
    },
    balancesOf: async () => null,
    onError,
  });

  return {
    staffHub,

    add(topics: ModuleParts['topics']): void {
      for (const [kind, server] of Object.entries(topics?.user ?? {})) user.set(kind, server);
      for (const [kind, server] of Object.entries(topics?.staff ?? {})) staff.set(kind, server);
    },

    /** A module topic's snapshot on the user socket, or undefined when no module serves it. */
    userSnapshot(topic: string, userId: number | null, since: number | undefined) {
      const [kind, param] = split(topic);
      const server = user.get(kind);
      if (!server) return undefined;
      return userId === null ? Promise.resolve(null) : server(param, userId, since);
    },

    /** Serves the console socket at `path`, operators signed in by `authenticate`. */
    async mountStaff(
      app: FastifyInstance,
      path: string,
      authenticate: (
        token: string,
      ) => Promise<{ readonly id: number; readonly permissions: ReadonlySet<Permission> }>,
    ): Promise<void> {
      await registerMarketStream(app, {
        path,
        hub: staffHub,
        authenticate: async (token) => {
          const operator = await authenticate(token);
          permissions.set(operator.id, operator.permissions);
          return operator.id;
        },
      });
    },
  };
}

export type ModuleTopics = ReturnType<typeof createModuleTopics>;
