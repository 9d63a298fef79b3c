/**
 * Contract trades as the market module's candles count them
 * (`market/contract-candles.ts`): the trade number as id, the lots as the
 * volume, the notional in the quote currency as the turnover (price ×
 * lots × contract size for a linear contract, lots × face value in USD
 * for an inverse one), and the taker's side as a buy or a sell of the
 * contract (opening a long or closing a short buys).
 */
import { decimal, mul, toPlainString } from '@exchange/money';
import type { Contract } from './perp.core.js';
import type { PerpBatchEvent } from './perp.runner.js';
import type { PerpService } from './perp.service.js';
import { text } from './perp.state.js';
import type { PerpAction, PerpDirection } from './perp.tables.js';

export interface CandleTrade {
  readonly id: string;
  readonly price: string;
  readonly amount: string;
  readonly quoteAmount: string;
  readonly takerSide: 'buy' | 'sell';
  readonly time: number;
}

function candleTrade(
  contract: Contract,
  trade: {
    tradeNo: string;
    price: string;
    lots: string;
    direction: PerpDirection;
    action: PerpAction;
    time: number;
  },
): CandleTrade {
  const lots = decimal(trade.lots);
  const face = mul(lots, contract.contractSize);
  const quote = contract.kind === 'linear' ? mul(face, decimal(trade.price)) : face;
  const buys = (trade.direction === 'long') === (trade.action === 'open');
  return {
    id: trade.tradeNo,
    price: toPlainString(decimal(trade.price)),
    amount: toPlainString(lots),
    quoteAmount: toPlainString(quote),
    takerSide: buys ? 'buy' : 'sell',
    time: trade.time,
  };
}

/** The source `createContractCandles` reads: the contracts, their trades as written, and their history. */
export function candleSource(perp: PerpService) {
  return {
    contracts: () => perp.contracts(),
    subscribe(listener: (symbol: string, trades: readonly CandleTrade[]) => void): () => void {
      return perp.subscribe((event: PerpBatchEvent) => {
        if (event.trades.length === 0) return;
        const contract = perp.contract(event.symbol);
        listener(
          event.symbol,
          event.trades.map((t) =>
            candleTrade(contract, {
              tradeNo: String(t.tradeNo),
              price: text(t.price),
              lots: String(t.lots),
              direction: t.takerDirection,
              action: t.takerAction,
              time: event.atMs,
            }),
          ),
        );
      });
    },
    async tradesSince(symbol: string, sinceMs: number): Promise<CandleTrade[]> {
      const contract = perp.contract(symbol);
      return (await perp.tradesSince(symbol, sinceMs)).map((row) =>
        candleTrade(contract, {
          tradeNo: row.trade_no,
          price: row.price,
          lots: row.lots,
          direction: row.taker_direction,
          action: row.taker_action,
          time: row.created_at.getTime(),
        }),
      );
    },
  };
}
