/** The profit-and-loss summary (`GET /contract/wallet/profitLoss`): totals per contract and per margin asset. */
import { risk } from '@exchange/engine';
import type { PerpProfitLoss } from '@exchange/contracts';
import { trimZeros } from './perp.core.js';
import { text, type Fixed } from './perp.state.js';

export interface ContractFigures {
  readonly symbol: string;
  readonly marginAsset: string;
  /** The fills' summed PnL and fees, as stored; undefined when none. */
  readonly trades: { readonly pnl: string; readonly fees: string } | undefined;
  /** The ledger's funding sum; undefined when none. */
  readonly funding: string | undefined;
  readonly closed: number;
}

interface Sums {
  pnl: Fixed;
  fees: Fixed;
  fundingFees: Fixed;
}

const figures = (marginAsset: string, f: Sums) => ({
  marginAsset,
  realisedPnl: text(f.pnl),
  fees: text(f.fees),
  fundingFees: text(f.fundingFees),
  net: text(f.pnl - f.fees + f.fundingFees),
});

/** Contracts with anything in the window, and their totals per margin asset (USDT and coins never add up). */
export function summarise(
  window: { readonly from: number | null; readonly to: number | null },
  contracts: readonly ContractFigures[],
): PerpProfitLoss {
  const byContract = contracts.flatMap((c) => {
    if (!c.trades && c.funding === undefined && c.closed === 0) return [];
    const sums: Sums = {
      pnl: risk.fx(trimZeros(c.trades?.pnl ?? '0')),
      fees: risk.fx(trimZeros(c.trades?.fees ?? '0')),
      fundingFees: risk.fx(trimZeros(c.funding ?? '0')),
    };
    return [{ ...c, sums }];
  });
  const totals = new Map<string, Sums>();
  for (const { marginAsset, sums } of byContract) {
    const sum = totals.get(marginAsset) ?? { pnl: 0n, fees: 0n, fundingFees: 0n };
    totals.set(marginAsset, {
      pnl: sum.pnl + sums.pnl,
      fees: sum.fees + sums.fees,
      fundingFees: sum.fundingFees + sums.fundingFees,
    });
  }
  return {
    from: window.from,
    to: window.to,
    totals: [...totals].map(([asset, sums]) => figures(asset, sums)),
    byContract: byContract.map((c) => ({
      symbol: c.symbol,
      ...figures(c.marginAsset, c.sums),
      closedPositions: c.closed,
    })),
  };
}
