/** Helpers for the support desk's tests: real WebSockets, and the user's and the console's calls. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type {
  Session,
  SupportConversation,
  SupportDeskConversation,
  SupportMessage,
  SupportStaffMessage,
  WsServerMessage,
} from '@exchange/contracts';
import { expect, vi } from 'vitest';
import { WebSocket } from 'ws';
import { reply } from './accounts.js';
import type { TestApp } from './app.js';
import { consoleGet, consolePost, type ConsoleOperator } from './console.js';

/** A WebSocket client that keeps every message it got. */
export class Socket {
  readonly inbox: WsServerMessage[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.inbox.push(JSON.parse(String(data)) as WsServerMessage));
  }

  static async open(url: string): Promise<Socket> {
    const socket = new Socket(new WebSocket(url));
    await once(socket.ws, 'open');
    return socket;
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }

  /** Signs in and subscribes, waiting for each topic's snapshot (or error). */
  async subscribe(token: string, topics: string[], since?: Record<string, number>) {
    const from = this.inbox.length;
    this.send({ op: 'auth', token });
    this.send({ op: 'sub', topics, ...(since ? { since } : {}) });
    await vi.waitFor(() => {
      for (const topic of topics)
        expect(
          this.inbox
            .slice(from)
            .some((m) => m.topic === topic && (m.type === 'snapshot' || m.type === 'error')),
        ).toBe(true);
    });
    return this.inbox.slice(from);
  }

  /** The data of updates on a topic, in order. */
  updates<T>(topic: string): T[] {
    return this.inbox
      .filter((m) => m.topic === topic && m.type === 'update')
      .map((m) => m.data as T);
  }

  async waitFor<T>(topic: string, match: (data: T) => boolean): Promise<T> {
    let found: T | undefined;
    await vi.waitFor(() => {
      found = this.updates<T>(topic).find(match);
      expect(found).toBeDefined();
    });
    return found as T;
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await once(this.ws, 'close');
  }
}

/** The app listening on loopback; the user's and the console's socket addresses. */
export async function listening(t: TestApp) {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (t.app.server.address() as AddressInfo).port;
  return { user: `ws://127.0.0.1:${port}/uc/ws`, staff: `ws://127.0.0.1:${port}/admin-api/ws` };
}

let clientIds = 0;
export const clientId = () => `client-${Date.now().toString(36)}-${(clientIds += 1)}`;

export function supportCalls(t: TestApp) {
  const post =
    <T>(path: string) =>
    async (s: Session, body: object, lang?: string) =>
      reply<T>(await t.post(`/uc${path}`, body, { token: s.token, ...(lang ? { lang } : {}) }));
  const staffPost =
    <T>(path: string) =>
    async (op: ConsoleOperator, id: number, body: object = {}) =>
      reply<T>(await consolePost(t, op.token, `/support/conversations/${id}${path}`, body));
  return {
    send: post<SupportMessage>('/support/send'),
    open: post<SupportConversation>('/support/open'),
    handoff: post<SupportConversation>('/support/handoff'),
    recall: post<SupportMessage>('/support/recall'),
    marks: post<null>('/support/marks'),
    rate: post<SupportConversation>('/support/rate'),
    current: async (s: Session) =>
      reply<SupportConversation | null>(
        await t.get('/uc/support/conversation', {}, { token: s.token }),
      ),
    messages: async (s: Session, query: Record<string, string | number>) =>
      reply<{ list: SupportMessage[]; more: boolean }>(
        await t.get('/uc/support/messages', query, { token: s.token }),
      ),
    desk: {
      queue: async (op: ConsoleOperator, query: Record<string, string | number> = {}) =>
        reply<{
          list: { id: number; waitingSince: number | null }[];
          waiting: number;
          mine: number;
        }>(await consoleGet(t, op.token, '/support/conversations', query)),
      detail: async (op: ConsoleOperator, id: number) =>
        reply<SupportDeskConversation>(
          await consoleGet(t, op.token, `/support/conversations/${id}`),
        ),
      messages: async (op: ConsoleOperator, id: number, query: Record<string, number> = {}) =>
        reply<{ list: SupportStaffMessage[]; more: boolean }>(
          await consoleGet(t, op.token, `/support/conversations/${id}/messages`, query),
        ),
      takeover: staffPost<SupportDeskConversation>('/takeover'),
      handover: staffPost<SupportDeskConversation>('/handover'),
      release: staffPost<SupportDeskConversation>('/release'),
      reply: staffPost<SupportStaffMessage>('/reply'),
      recall: staffPost<SupportStaffMessage>('/recall'),
      resolve: staffPost<SupportDeskConversation>('/resolve'),
      snooze: staffPost<SupportDeskConversation>('/snooze'),
      read: staffPost<null>('/read'),
      next: async (op: ConsoleOperator) =>
        reply<SupportDeskConversation>(await consolePost(t, op.token, '/support/next', {})),
    },
  };
}
