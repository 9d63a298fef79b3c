/**
 * Spot commands over the bus (issue 27): an API process sends a placement
 * or a cancel to the engine process that owns the market, by NATS request
 * and reply on `spot.cmd.<symbol>`, and answers its caller with the reply.
 *
 * Only the owner of a market subscribes to its subject, in one queue group,
 * so each command reaches one process. An owner that has just lost its
 * lease and does not know it yet may still receive one: its fenced write is
 * refused and the caller is answered MARKET_BUSY, with nothing done, to
 * retry (with the same client order id, a retry that did reach a new owner
 * is answered, not placed twice). With no owner at all (a takeover under
 * way) the request has no responders: MARKET_BUSY as well.
 *
 * Funds are held where they always were: in the owner's journal
 * transaction, under the same lock as the order's journal row.
 */
import type { PlaceOrderBody, SpotOrder } from '@exchange/contracts';
import type { ErrorKey, MessageParams } from '@exchange/contracts';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { AppError } from '../../http/app-error.js';
import type { SpotService } from './spot.service.js';

export const spotCommandSubject = (symbol: string): string => `spot.cmd.${symbol}`;

type Command =
  | { readonly kind: 'place'; readonly userId: number; readonly body: PlaceOrderBody }
  | { readonly kind: 'cancel'; readonly userId: number; readonly orderId: string };

type Reply =
  | { readonly order: SpotOrder }
  | { readonly error: { readonly key: ErrorKey; readonly params: MessageParams } };

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encode = (value: unknown) => encoder.encode(JSON.stringify(value));

/**
 * The engine side: answers the commands of every market the service owns.
 * `sync` follows a change of ownership (after `keepLeases`, or when a
 * fenced write found the lease lost).
 */
export function serveSpotCommands(
  nc: NatsConnection,
  spot: SpotService,
  log: (error: unknown, message: string) => void,
) {
  const serving = new Map<string, Subscription>();
  const answer = async (command: Command): Promise<Reply> => {
    try {
      const order =
        command.kind === 'place'
          ? await spot.place(command.userId, command.body)
          : await spot.cancel(command.userId, command.orderId);
      return { order };
    } catch (error) {
      if (error instanceof AppError) return { error: { key: error.key, params: error.params } };
      log(error, 'spot command over the bus failed');
      return { error: { key: 'INTERNAL_ERROR', params: {} } };
    } finally {
      // A command that met a lost lease deposed the market: stop taking its commands.
      sync();
    }
  };
  function sync(): void {
    const owned = new Set(spot.owned());
    for (const [symbol, subscription] of serving)
      if (!owned.has(symbol)) {
        subscription.unsubscribe();
        serving.delete(symbol);
      }
    for (const symbol of owned) {
      if (serving.has(symbol)) continue;
      const subscription = nc.subscribe(spotCommandSubject(symbol), {
        queue: 'owner',
        callback: (error, message) => {
          if (error) return log(error, `spot ${symbol}: command subscription failed`);
          const command = JSON.parse(decoder.decode(message.data)) as Command;
          void answer(command).then((reply) => message.respond(encode(reply)));
        },
      });
      serving.set(symbol, subscription);
    }
  }
  sync();
  return {
    sync,
    /** The markets whose commands this process takes. */
    serving: () => [...serving.keys()],
    async close(): Promise<void> {
      for (const subscription of serving.values()) subscription.unsubscribe();
      serving.clear();
      await nc.flush();
    },
  };
}

/**
 * The API side: the spot service's placement and cancel, carried to the
 * market's owner. `marketOf` finds the market of a user's order (a read of
 * the database, which every process shares).
 */
export function spotOverBus(
  nc: NatsConnection,
  marketOf: (userId: number, orderId: string) => Promise<string | null>,
  timeoutMs = 5_000,
) {
  async function send(symbol: string, command: Command): Promise<SpotOrder> {
    let reply: Reply;
    try {
      const message = await nc.request(spotCommandSubject(symbol), encode(command), {
        timeout: timeoutMs,
      });
      reply = JSON.parse(decoder.decode(message.data)) as Reply;
    } catch (error) {
      // No owner, or none answered in time: whether it acted is unknown only
      // on a timeout, and a retry with the same client order id settles it.
      throw new AppError('MARKET_BUSY', {}, null, { cause: error });
    }
    if ('error' in reply) throw new AppError(reply.error.key, reply.error.params);
    return reply.order;
  }
  return {
    place: (userId: number, body: PlaceOrderBody) =>
      send(body.symbol, { kind: 'place', userId, body }),
    async cancel(userId: number, orderId: string): Promise<SpotOrder> {
      const symbol = await marketOf(userId, orderId);
      if (symbol === null) throw new AppError('ORDER_NOT_FOUND');
      return send(symbol, { kind: 'cancel', userId, orderId });
    },
  };
}
