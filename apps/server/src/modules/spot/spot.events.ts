import type { DepthWire, MarketConfig, SpotOrder } from '@exchange/contracts';

/**
 * What the spot module tells the rest of the server after each committed
 * batch: market data builds trades, tickers, candles and depth deltas from it,
 * and the WebSocket hub pushes users their own orders and balances. Events are
 * published only after the batch is durable, so nothing shown can be undone.
 */
export interface SpotTradeEvent {
  /** Trade id, increasing per market. */
  readonly id: string;
  readonly symbol: string;
  readonly price: string;
  /** Base amount. */
  readonly amount: string;
  /** price * amount, in the quote currency. */
  readonly quoteAmount: string;
  /** The taker's side. */
  readonly takerSide: 'buy' | 'sell';
  readonly time: number;
}

export interface SpotBatchEvent {
  readonly symbol: string;
  /** In execution order. */
  readonly trades: readonly SpotTradeEvent[];
  /** True when resting orders were added, changed or removed. */
  readonly bookChanged: boolean;
  /** Every order whose state changed, with its owner. */
  readonly orders: readonly { readonly userId: number; readonly order: SpotOrder }[];
  /** Users whose balances changed in this batch. */
  readonly balanceUsers: readonly number[];
}

export type SpotListener = (event: SpotBatchEvent) => void;

/** The read side of the spot module that market data and streams use. */
export interface SpotMarketView {
  markets(): readonly MarketConfig[];
  market(symbol: string): MarketConfig | undefined;
  /** The live book aggregated to `levels` levels per side (seq is left to the caller). */
  depth(symbol: string, levels: number): Omit<DepthWire, 'seq'>;
  /** Trades since `sinceMs`, oldest first, for rebuilding tickers and candles at start-up. */
  tradesSince(symbol: string, sinceMs: number): Promise<SpotTradeEvent[]>;
  subscribe(listener: SpotListener): () => void;
}
