/**
 * The dialect's account and order calls: `order` (POST, GET, DELETE),
 * `openOrders` (GET, DELETE), `allOrders`, `myTrades` and `account`.
 * Orders placed here are ordinary spot orders of the key's owner, through
 * the same single writer and ledger as the app's; `newClientOrderId` makes
 * a placement safe to repeat (the same order comes back).
 */
import {
  clientOrderId as clientOrderIdSchema,
  errorMessage,
  type ErrorKey,
  type MarketConfig,
  type PlaceOrderBody,
  type SpotOrder,
} from '@exchange/contracts';
import { add, decimal, toPlainString } from '@exchange/money';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SpotService } from '../spot/index.js';
import type { WalletService } from '../wallet/index.js';
import { BinanceError, binanceErrors, placementRefusal } from './binance.errors.js';
import { dialect, type Guard, type Params } from './binance.guard.js';
import { wireMyTrade, wireOrder, wirePlacement, wireSymbol } from './binance.wire.js';

export interface TradeRouteDeps {
  readonly guard: Guard;
  readonly clock: Clock;
  readonly spot: SpotService;
  readonly wallet: WalletService;
}

const SIDES = { BUY: 'buy', SELL: 'sell' } as const;
const TIME_IN_FORCE = new Set(['GTC', 'IOC', 'FOK']);
const RESPONSE_TYPES = new Set(['ACK', 'RESULT', 'FULL']);
/** Open orders are read a page at a time. */
const PAGE = 100;

/** Our refusal as the dialect's, with our English message where it has none. */
function refusal(
  error: unknown,
  fallback: (key: ErrorKey, message: string) => BinanceError,
): never {
  if (error instanceof AppError)
    throw fallback(error.key, errorMessage(error.key, 'en_US', error.params));
  throw error;
}

export function registerTradeRoutes(scope: FastifyInstance, deps: TradeRouteDeps): void {
  const { guard, spot } = deps;

  function marketOf(params: Params): MarketConfig {
    const wanted = params.required('symbol');
    const market = spot.markets().find((m) => wireSymbol(m.symbol) === wanted);
    if (!market) throw binanceErrors.badSymbol();
    return market;
  }

  function clientId(params: Params, name: string): string | undefined {
    const value = params.optional(name);
    if (value !== undefined && !clientOrderIdSchema().safeParse(value).success)
      throw binanceErrors.illegalChars(name);
    return value;
  }

  /** The order `orderId` or `origClientOrderId` names, in `market`; `missing` when it is not the caller's. */
  async function findOrder(
    userId: number,
    market: MarketConfig,
    params: Params,
    missing: () => BinanceError,
  ): Promise<SpotOrder> {
    const orderId = params.integer('orderId');
    const original = clientId(params, 'origClientOrderId');
    if (orderId === undefined && original === undefined)
      throw new BinanceError(
        -1102,
        "Param 'origClientOrderId' or 'orderId' must be sent, but both were empty/null!",
      );
    try {
      const order =
        orderId !== undefined
          ? await spot.detail(userId, String(orderId))
          : await spot.byClientOrderId(userId, original ?? '');
      if (order.symbol !== market.symbol) throw missing();
      if (original !== undefined && order.clientOrderId !== original) throw missing();
      return order;
    } catch (error) {
      if (error instanceof AppError && error.key === 'ORDER_NOT_FOUND') throw missing();
      throw error;
    }
  }

  async function openOrders(userId: number, symbol: string | undefined): Promise<SpotOrder[]> {
    const all: SpotOrder[] = [];
    for (let page = 1; ; page++) {
      const { list, total } = await spot.orders(
        userId,
        { ...(symbol ? { symbol } : {}), open: true },
        page,
        PAGE,
      );
      all.push(...list);
      if (list.length < PAGE || all.length >= total) return all;
    }
  }

  /** The placement a request asks for, checked as the dialect does before it reaches the market. */
  function placement(params: Params, market: MarketConfig): PlaceOrderBody {
    const side = SIDES[params.required('side') as keyof typeof SIDES];
    if (!side) throw binanceErrors.badSide();
    const type = params.required('type');
    const quantity = params.decimal('quantity');
    const quoteQty = params.decimal('quoteOrderQty');
    const price = params.decimal('price');
    const clientOrderId = clientId(params, 'newClientOrderId');
    const base = { symbol: market.symbol, side, ...(clientOrderId ? { clientOrderId } : {}) };
    if (type === 'LIMIT' || type === 'LIMIT_MAKER') {
      const tif = type === 'LIMIT' ? params.required('timeInForce') : 'GTC';
      if (!TIME_IN_FORCE.has(tif)) throw binanceErrors.badTimeInForce();
      if (quoteQty !== undefined) throw binanceErrors.notRequired('quoteOrderQty');
      return {
        ...base,
        type: 'limit',
        price: price ?? missing('price'),
        amount: quantity ?? missing('quantity'),
        timeInForce: type === 'LIMIT_MAKER' ? 'POST_ONLY' : (tif as 'GTC' | 'IOC' | 'FOK'),
      };
    }
    if (type !== 'MARKET') throw binanceErrors.badOrderType();
    if (price !== undefined) throw binanceErrors.notRequired('price');
    if (params.optional('timeInForce') !== undefined)
      throw binanceErrors.notRequired('timeInForce');
    if ((quantity === undefined) === (quoteQty === undefined))
      throw new BinanceError(
        -1102,
        "Param 'quantity' or 'quoteOrderQty' must be sent, but not both.",
      );
    if (quoteQty !== undefined && side === 'sell')
      throw binanceErrors.rejected(
        'A market sell is given by quantity here, not by quoteOrderQty.',
      );
    return {
      ...base,
      type: 'market',
      timeInForce: 'IOC',
      ...(quantity !== undefined ? { amount: quantity } : { quoteAmount: quoteQty }),
    };
  }

  scope.post(
    '/order',
    dialect(
      'TRADE',
      'Places a spot order (LIMIT, LIMIT_MAKER, MARKET); newClientOrderId makes it safe to repeat',
      'symbol, side BUY|SELL, type, timeInForce GTC|IOC|FOK (LIMIT), price, quantity or quoteOrderQty (MARKET buy), newClientOrderId, newOrderRespType ACK|RESULT|FULL',
    ),
    async (req, reply) => {
      const { params, caller } = await guard.check(req, reply, 'TRADE', 1);
      const userId = caller?.userId ?? 0;
      const market = marketOf(params);
      const body = placement(params, market);
      const respType = params.optional('newOrderRespType') ?? 'FULL';
      if (!RESPONSE_TYPES.has(respType)) throw binanceErrors.illegalChars('newOrderRespType');
      let order: SpotOrder;
      try {
        order = await spot.place(userId, body);
      } catch (error) {
        refusal(error, (key, message) =>
          key === 'CLIENT_ORDER_ID_REUSED'
            ? binanceErrors.rejected('Duplicate order sent.')
            : placementRefusal(key, message),
        );
      }
      const fills =
        respType === 'FULL'
          ? await spot.fills(userId, market.symbol, { orderId: order.orderId, limit: 1000 })
          : [];
      return wirePlacement(order, respType as 'ACK' | 'RESULT' | 'FULL', fills);
    },
  );

  scope.get(
    '/order',
    dialect('USER_DATA', "One of the key owner's orders", 'symbol; orderId or origClientOrderId'),
    async (req, reply) => {
      const { params, caller } = await guard.check(req, reply, 'USER_DATA', 4);
      const market = marketOf(params);
      return wireOrder(
        await findOrder(caller?.userId ?? 0, market, params, binanceErrors.noSuchOrder),
      );
    },
  );

  scope.delete(
    '/order',
    dialect('TRADE', 'Cancels an order', 'symbol; orderId or origClientOrderId'),
    async (req, reply) => {
      const { params, caller } = await guard.check(req, reply, 'TRADE', 1);
      const userId = caller?.userId ?? 0;
      const market = marketOf(params);
      const found = await findOrder(userId, market, params, binanceErrors.unknownOrderOnCancel);
      try {
        const cancelled = await spot.cancel(userId, found.orderId);
        return { origClientOrderId: found.clientOrderId ?? '', ...wireOrder(cancelled) };
      } catch (error) {
        refusal(error, (key, message) =>
          key === 'ORDER_NOT_FOUND' || key === 'ORDER_ALREADY_CLOSED'
            ? binanceErrors.unknownOrderOnCancel()
            : binanceErrors.rejected(message),
        );
      }
    },
  );

  scope.get(
    '/openOrders',
    dialect('USER_DATA', 'Open orders', 'symbol, optional'),
    async (req, reply) => {
      const { params, caller } = await guard.check(req, reply, 'USER_DATA', (p) =>
        p.optional('symbol') !== undefined ? 6 : 80,
      );
      const symbol = params.optional('symbol') !== undefined ? marketOf(params).symbol : undefined;
      return (await openOrders(caller?.userId ?? 0, symbol)).map(wireOrder);
    },
  );

  scope.delete(
    '/openOrders',
    dialect('TRADE', 'Cancels every open order of a market', 'symbol'),
    async (req, reply) => {
      const { params, caller } = await guard.check(req, reply, 'TRADE', 1);
      const userId = caller?.userId ?? 0;
      const market = marketOf(params);
      const cancelled: unknown[] = [];
      for (const order of await openOrders(userId, market.symbol)) {
        try {
          const done = await spot.cancel(userId, order.orderId);
          cancelled.push({ origClientOrderId: order.clientOrderId ?? '', ...wireOrder(done) });
        } catch (error) {
          // Filled or cancelled between the list and the cancel: nothing left to cancel.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return cancelled;
    },
  );

  scope.get(
    '/allOrders',
    dialect(
      'USER_DATA',
      'Orders of a market, oldest first',
      'symbol; orderId (from); startTime, endTime; limit 1-1000',
    ),
    async (req, reply) => {
      const { params, caller } = await guard.check(req, reply, 'USER_DATA', 20);
      const market = marketOf(params);
      const orders = await spot.history(caller?.userId ?? 0, market.symbol, {
        fromId: params.integer('orderId'),
        startMs: params.integer('startTime'),
        endMs: params.integer('endTime'),
        limit: params.limit(500, 1000),
      });
      return orders.map(wireOrder);
    },
  );

  scope.get(
    '/myTrades',
    dialect(
      'USER_DATA',
      "The key owner's fills in a market",
      'symbol; orderId; fromId; startTime, endTime; limit 1-1000',
    ),
    async (req, reply) => {
      const { params, caller } = await guard.check(req, reply, 'USER_DATA', 20);
      const market = marketOf(params);
      const orderId = params.integer('orderId');
      const fills = await spot.fills(caller?.userId ?? 0, market.symbol, {
        ...(orderId !== undefined ? { orderId: String(orderId) } : {}),
        fromId: params.integer('fromId'),
        startMs: params.integer('startTime'),
        endMs: params.integer('endTime'),
        limit: params.limit(500, 1000),
      });
      return fills.map(wireMyTrade);
    },
  );

  scope.get(
    '/account',
    dialect('USER_DATA', "Spot balances (free, locked) and the key's permissions", ''),
    async (req, reply) => {
      const { caller } = await guard.check(req, reply, 'USER_DATA', 20);
      if (!caller) throw binanceErrors.unauthorized();
      const overview = await deps.wallet.overview(caller.userId);
      const spotAccount = overview.accounts.find((account) => account.wallet === 'spot');
      return {
        canTrade: caller.trade,
        canWithdraw: caller.withdraw,
        canDeposit: true,
        brokered: false,
        requireSelfTradePrevention: false,
        preventSor: true,
        updateTime: deps.clock.nowMs(),
        accountType: 'SPOT',
        balances: (spotAccount?.assets ?? []).map((a) => ({
          asset: a.asset,
          free: a.available,
          locked: toPlainString(add(decimal(a.frozen), decimal(a.locked))),
        })),
        permissions: ['SPOT'],
      };
    },
  );
}

function missing(name: string): never {
  throw binanceErrors.mandatory(name);
}
