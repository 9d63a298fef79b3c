import formbody from '@fastify/formbody';
import { API_BASE, type DepthLevelWire, type MarketConfig } from '@exchange/contracts';
import { decimal, mul, toPlainString } from '@exchange/money';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../../http/envelope.js';
import { registerRequestContext } from '../../http/request-context.js';
import { AppError } from '../../http/app-error.js';
import { declareUserRoutes, type CallerUser, type UserRouteDeps } from '../../http/user-routes.js';
import type { Api } from '../../http/types.js';
import { validatorCompiler } from '../../http/validation.js';
import type {
  SpotBatchEvent,
  SpotListener,
  SpotMarketView,
  SpotTradeEvent,
} from '../spot/index.js';

/**
 * Test support for the market data module: a scripted stand-in for the spot
 * module's read side, and a minimal Fastify app with the same validation,
 * serialisation and error envelope as app.ts.
 */

export function marketConfig(symbol: string, overrides: Partial<MarketConfig> = {}): MarketConfig {
  const [base = '', quote = ''] = symbol.split('/');
  return {
    symbol,
    base,
    quote,
    tickSize: '0.01',
    lotSize: '0.0001',
    pricePrecision: 2,
    amountPrecision: 4,
    minAmount: '0.0001',
    maxAmount: '1000',
    minNotional: '1',
    makerFee: '0.001',
    takerFee: '0.001',
    tradingHours: '00:00-24:00',
    enabled: true,
    ...overrides,
  };
}

export interface FakeSpot extends SpotMarketView {
  /** Sets a book (best first) without telling anyone; `emit` a batch with bookChanged to do that. */
  setBook(symbol: string, bids: DepthLevelWire[], asks: DepthLevelWire[]): void;
  /** Records a trade (kept for tradesSince) and returns its event; ids increase per market. */
  trade(
    symbol: string,
    price: string,
    amount: string,
    time: number,
    side?: 'buy' | 'sell',
  ): SpotTradeEvent;
  emit(event: Partial<SpotBatchEvent> & { symbol: string }): void;
  /** Calls of depth(), to check that work is done in tick() and not on arrival. */
  depthCalls: number;
}

export function createFakeSpot(markets: MarketConfig[]): FakeSpot {
  const listeners = new Set<SpotListener>();
  const trades = new Map<string, SpotTradeEvent[]>();
  const books = new Map<string, { bids: DepthLevelWire[]; asks: DepthLevelWire[] }>();
  const ids = new Map<string, number>();
  const spot: FakeSpot = {
    depthCalls: 0,
    markets: () => markets,
    market: (symbol) => markets.find((m) => m.symbol === symbol),
    depth(symbol, levels) {
      spot.depthCalls += 1;
      const book = books.get(symbol) ?? { bids: [], asks: [] };
      return { symbol, bids: book.bids.slice(0, levels), asks: book.asks.slice(0, levels) };
    },
    async tradesSince(symbol, sinceMs) {
      return (trades.get(symbol) ?? []).filter((t) => t.time >= sinceMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setBook(symbol, bids, asks) {
      books.set(symbol, { bids, asks });
    },
    trade(symbol, price, amount, time, side = 'buy') {
      const id = (ids.get(symbol) ?? 0) + 1;
      ids.set(symbol, id);
      const quoteAmount = toPlainString(mul(decimal(price), decimal(amount)));
      const event = { id: String(id), symbol, price, amount, quoteAmount, takerSide: side, time };
      trades.set(symbol, [...(trades.get(symbol) ?? []), event]);
      return event;
    },
    emit(event) {
      const full: SpotBatchEvent = {
        trades: [],
        bookChanged: false,
        orders: [],
        balanceUsers: [],
        ...event,
      };
      for (const listener of listeners) listener(full);
    },
  };
  return spot;
}

/** A Fastify app with app.ts's compilers, request context and error envelope; `register` adds routes under /uc. */
export async function createMiniApp(
  setup: {
    beforeRoutes?: (app: FastifyInstance) => Promise<void>;
    register?: (api: Api) => void;
    /** Who session routes see; absent, every session route answers NOT_LOGGED_IN. */
    users?: UserRouteDeps<CallerUser>;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);
  registerErrorHandling(app);
  await app.register(formbody);
  await setup.beforeRoutes?.(app);
  if (setup.register) {
    const register = setup.register;
    const users = setup.users ?? {
      authenticate: () => Promise.reject(new AppError('NOT_LOGGED_IN')),
      ownerOf: () => Promise.reject(new AppError('NOT_LOGGED_IN')),
    };
    await app.register(
      async (api: Api) => {
        declareUserRoutes(api, users);
        register(api);
      },
      { prefix: API_BASE },
    );
  }
  await app.ready();
  return app;
}
