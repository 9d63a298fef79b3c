/**
 * Our spot records in the largest exchange's JSON shapes, field for field
 * as the libraries that speak it parse them (ccxt's `binance` class read
 * them as noted in `research/anchors.md` section 7). Decimals stay
 * strings; ids and times are numbers.
 */
import type {
  DepthWire,
  Kline,
  MarketConfig,
  PublicTrade,
  SpotOrder,
  Ticker,
  UserTrade,
} from '@exchange/contracts';
import { decimal, div, isZero, mul, toPlainString } from '@exchange/money';

/** "BTC/USDT" as bots write it: "BTCUSDT". */
export const wireSymbol = (symbol: string) => symbol.replace('/', '');

const upper = (side: 'buy' | 'sell') => (side === 'buy' ? 'BUY' : 'SELL');

/** Order statuses in the dialect: an order stopped by its own terms (IOC, FOK, market remainder) expired. */
export function orderStatus(order: SpotOrder): string {
  if (order.status === 'FILLED') return 'FILLED';
  if (order.status === 'CANCELLED') {
    if (order.cancelReason === 'user' || order.cancelReason === null) return 'CANCELED';
    if (order.cancelReason === 'self_trade') return 'EXPIRED_IN_MATCH';
    return 'EXPIRED';
  }
  return isZero(decimal(order.filledAmount)) ? 'NEW' : 'PARTIALLY_FILLED';
}

export function orderType(order: Pick<SpotOrder, 'type' | 'timeInForce'>): string {
  if (order.type === 'market') return 'MARKET';
  return order.timeInForce === 'POST_ONLY' ? 'LIMIT_MAKER' : 'LIMIT';
}

export function wireOrder(order: SpotOrder) {
  const open = order.status === 'SUBMITTED' || order.status === 'PENDING';
  return {
    symbol: wireSymbol(order.symbol),
    orderId: Number(order.orderId),
    orderListId: -1,
    clientOrderId: order.clientOrderId ?? '',
    price: order.price ?? '0',
    origQty: order.amount ?? '0',
    executedQty: order.filledAmount,
    cummulativeQuoteQty: order.filledQuote,
    origQuoteOrderQty: order.quoteAmount ?? '0',
    status: orderStatus(order),
    timeInForce: order.timeInForce === 'POST_ONLY' ? 'GTC' : order.timeInForce,
    type: orderType(order),
    side: upper(order.side),
    stopPrice: '0',
    icebergQty: '0',
    time: order.createdAt,
    updateTime: order.updatedAt,
    isWorking: open,
    workingTime: order.createdAt,
    selfTradePreventionMode: 'NONE',
  };
}

/** The answer to a placement: the order as it stands after its first match, with its fills. */
export function wirePlacement(
  order: SpotOrder,
  respType: 'ACK' | 'RESULT' | 'FULL',
  fills: readonly (UserTrade & { tradeNo: number })[],
) {
  const full = wireOrder(order);
  const ack = {
    symbol: full.symbol,
    orderId: full.orderId,
    orderListId: -1,
    clientOrderId: full.clientOrderId,
    transactTime: order.createdAt,
  };
  if (respType === 'ACK') return ack;
  const { time: _time, updateTime: _update, isWorking: _working, ...rest } = full;
  const result = { ...ack, ...rest };
  if (respType === 'RESULT') return result;
  return {
    ...result,
    fills: fills.map((f) => ({
      price: f.price,
      qty: f.amount,
      commission: f.fee,
      commissionAsset: f.feeAsset,
      tradeId: f.tradeNo,
    })),
  };
}

export function wireMyTrade(trade: UserTrade & { tradeNo: number }) {
  return {
    symbol: wireSymbol(trade.symbol),
    id: trade.tradeNo,
    orderId: Number(trade.orderId),
    orderListId: -1,
    price: trade.price,
    qty: trade.amount,
    quoteQty: trade.quoteAmount,
    commission: trade.fee,
    commissionAsset: trade.feeAsset,
    time: trade.time,
    isBuyer: trade.side === 'buy',
    isMaker: trade.role === 'maker',
    isBestMatch: true,
  };
}

/** A market in `exchangeInfo`, with the filters our placement checks enforce. */
export function wireMarket(market: MarketConfig, decimalsOf: (coin: string) => number) {
  return {
    symbol: wireSymbol(market.symbol),
    status: market.enabled ? 'TRADING' : 'BREAK',
    baseAsset: market.base,
    baseAssetPrecision: decimalsOf(market.base),
    quoteAsset: market.quote,
    quotePrecision: decimalsOf(market.quote),
    quoteAssetPrecision: decimalsOf(market.quote),
    baseCommissionPrecision: decimalsOf(market.base),
    quoteCommissionPrecision: decimalsOf(market.quote),
    orderTypes: ['LIMIT', 'LIMIT_MAKER', 'MARKET'],
    icebergAllowed: false,
    ocoAllowed: false,
    otoAllowed: false,
    quoteOrderQtyMarketAllowed: true,
    allowTrailingStop: false,
    cancelReplaceAllowed: false,
    isSpotTradingAllowed: market.enabled,
    isMarginTradingAllowed: false,
    filters: [
      // maxPrice 0: no upper bound beyond the tick grid, as the dialect spells it.
      {
        filterType: 'PRICE_FILTER',
        minPrice: market.tickSize,
        maxPrice: '0',
        tickSize: market.tickSize,
      },
      {
        filterType: 'LOT_SIZE',
        minQty: market.minAmount,
        maxQty: market.maxAmount,
        stepSize: market.lotSize,
      },
      {
        filterType: 'MARKET_LOT_SIZE',
        minQty: market.minAmount,
        maxQty: market.maxAmount,
        stepSize: market.lotSize,
      },
      {
        filterType: 'NOTIONAL',
        minNotional: market.minNotional,
        applyMinToMarket: true,
        maxNotional: '0',
        applyMaxToMarket: false,
        avgPriceMins: 0,
      },
    ],
    permissions: [],
    permissionSets: [['SPOT']],
    defaultSelfTradePreventionMode: 'NONE',
    allowedSelfTradePreventionModes: ['NONE'],
  };
}

export const wireDepth = (depth: DepthWire) => ({
  lastUpdateId: depth.seq,
  bids: depth.bids,
  asks: depth.asks,
});

export const wireTrade = (trade: PublicTrade) => ({
  id: Number(trade.id),
  price: trade.price,
  qty: trade.amount,
  quoteQty: toPlainString(mul(decimal(trade.price), decimal(trade.amount))),
  time: trade.time,
  // The taker sold: the buyer's order was resting (the maker).
  isBuyerMaker: trade.direction === 'sell',
  isBestMatch: true,
});

/** A candle as the dialect's array: open time, OHLC, volume, close time, quote volume, count, then taker volumes we do not split. */
export const wireKline = (kline: Kline, closeTime: number) => [
  kline.time,
  kline.open,
  kline.high,
  kline.low,
  kline.close,
  kline.volume,
  closeTime,
  kline.turnover,
  kline.count,
  '0',
  '0',
  '0',
];

export interface BookTop {
  readonly bid: readonly [string, string] | undefined;
  readonly ask: readonly [string, string] | undefined;
}

export function wireTicker24h(ticker: Ticker, top: BookTop, lastQty: string) {
  const volume = decimal(ticker.volume);
  return {
    symbol: wireSymbol(ticker.symbol),
    priceChange: ticker.change,
    priceChangePercent: ticker.changePercent,
    weightedAvgPrice: isZero(volume)
      ? '0'
      : toPlainString(div(decimal(ticker.turnover), volume, 8, 'half_even')),
    prevClosePrice: ticker.open ?? '0',
    lastPrice: ticker.last ?? '0',
    lastQty,
    bidPrice: top.bid?.[0] ?? '0',
    bidQty: top.bid?.[1] ?? '0',
    askPrice: top.ask?.[0] ?? '0',
    askQty: top.ask?.[1] ?? '0',
    openPrice: ticker.open ?? '0',
    highPrice: ticker.high ?? '0',
    lowPrice: ticker.low ?? '0',
    volume: ticker.volume,
    quoteVolume: ticker.turnover,
    openTime: ticker.time - 86_400_000,
    closeTime: ticker.time,
  };
}

export const wireBookTicker = (symbol: string, top: BookTop) => ({
  symbol: wireSymbol(symbol),
  bidPrice: top.bid?.[0] ?? '0',
  bidQty: top.bid?.[1] ?? '0',
  askPrice: top.ask?.[0] ?? '0',
  askQty: top.ask?.[1] ?? '0',
});
