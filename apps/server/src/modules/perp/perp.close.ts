/**
 * Closing lots of a position, whatever closes them: a fill of a close order
 * (`perp.settle.ts`), a liquidation, or auto-deleveraging (`perp.risk.ts`).
 */
import { risk } from '@exchange/engine';
import type { Posting } from '../ledger/index.js';
import { lotsFx, type Contract } from './perp.core.js';
import type { BatchFees } from './perp.fees.js';
import {
  accountsOf,
  cash,
  feeLines,
  max,
  minFx,
  posting,
  rollMarginHold,
  sideOf,
  type Fixed,
  type PositionState,
} from './perp.state.js';

/**
 * Closes `lots` of a position at `price`: releases their share of the
 * margin, books the PnL through `perp_pnl` (the insurance fund paying
 * what the margin cannot), then takes the fee from what is left. A
 * liquidation's remaining equity goes to the insurance fund.
 * Sets the position CLOSED when its last lot goes; the caller unlists it.
 */
export function closeLots(
  contract: Contract,
  position: PositionState,
  lots: number,
  price: Fixed,
  role: 'maker' | 'taker' | 'none',
  key: string,
  now: number,
  liquidation = false,
  /** A matching batch's fee posting, which takes this fill's fee; alone, the fill posts its own. */
  fees?: BatchFees,
): { postings: Posting[]; fee: Fixed; pnl: Fixed } {
  const { user, system } = accountsOf(contract);
  const account = user(position.userId);
  const released =
    lots === position.lots
      ? position.margin
      : cash(contract, (position.margin * BigInt(lots)) / BigInt(position.lots), 'floor');
  const exact = cash(
    contract,
    risk.realisedPnl(
      contract.spec,
      sideOf(position.direction),
      lotsFx(lots),
      position.entryPrice,
      price,
    ),
    'floor',
  );
  const pnl = max(exact, -released);
  const uncovered = pnl - exact;
  const fullFee =
    role === 'none'
      ? 0n
      : cash(contract, risk.tradingFee(contract.spec, lotsFx(lots), price, role), 'ceil');
  const fee = minFx(fullFee, released + pnl);

  position.lots -= lots;
  position.closedLots += lots;
  position.margin -= released;
  position.realisedPnl += pnl;
  position.fees += fee;
  position.closeValue += BigInt(lots) * price;
  position.updatedAt = now;
  if (position.lots === 0) {
    position.status = 'CLOSED';
    position.closedAt = now;
  }
  const roll = rollMarginHold(contract, position, -released);
  const reference = `perp_position:${position.id}`;
  const postings: Posting[] = [
    posting(
      `${key}:close`,
      'perpetual_close',
      reference,
      'margin',
      [...roll.lines, [account, 'available', released]],
      roll.holds,
    ),
  ];
  if (exact !== 0n)
    postings.push(
      posting(`${key}:pnl`, 'pnl', reference, 'realised pnl', [
        [account, 'available', pnl],
        [system('perp_pnl'), 'available', -exact],
        [system('insurance'), 'available', -uncovered],
      ]),
    );
  if (fees) fees.fromPosition(position.userId, position.id, fee);
  else if (fee > 0n)
    postings.push(
      posting(
        `${key}:fee`,
        'fee',
        reference,
        'trading fee',
        feeLines(contract, position.userId, 'available', fee),
      ),
    );
  // A liquidation's remaining equity is the insurance fund's: it is what
  // pays for the liquidations that end below their bankruptcy price.
  const surplus = released + pnl - fee;
  if (liquidation && surplus > 0n)
    postings.push(
      posting(
        `${key}:surplus`,
        'perpetual_close',
        reference,
        'liquidation: remaining margin to the insurance fund',
        [
          [account, 'available', -surplus],
          [system('insurance'), 'available', surplus],
        ],
      ),
    );
  return { postings, fee, pnl };
}
