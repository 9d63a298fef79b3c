import type { HoldRelease, Posting, PostingLine } from '../ledger/index.js';
import type { Contract } from './perp.core.js';
import { accountsOf, orderHold, safuShare, text, type Fixed } from './perp.state.js';

/**
 * A matching batch's trading fees as one `fee` posting, as spot posts its
 * batches (`spot.postings.ts`): one user line per fill side, naming what it
 * is about (`perp_order:<id>` for an opening fill, paid from what the order
 * froze; `perp_position:<id>` for a closing one, paid from what the close
 * released), and the platform's share summed once per batch: 90 % to
 * `fees` and 10 % to the security fund (spec section 9), the share rounded
 * down per fill as before. One transaction and 1 + 2/fills entries per fill
 * side instead of a transaction and 3 entries each.
 *
 * It goes after the batch's fills and before the releases of what finished
 * orders still hold: an opening fee comes out of its order's hold, which a
 * release would close, and a closing fee out of what its own close
 * credited; nothing between takes from an available balance.
 */
export class BatchFees {
  private readonly lines: PostingLine[] = [];
  private readonly releases: HoldRelease[] = [];
  private kept = 0n;
  private safu = 0n;

  /** `batchSeq`, the batch's first sequence number, names its posting: `perp:<contract>:b<seq>:fee`. */
  constructor(
    private readonly contract: Contract,
    private readonly batchSeq: number,
  ) {}

  /** An opening fill's fee, from its order's freeze. */
  fromOrder(userId: number, orderId: number, fee: Fixed): void {
    this.charge(userId, 'frozen', fee, `perp_order:${orderId}`);
    if (fee > 0n) this.releases.push({ key: orderHold(orderId), amount: text(fee) });
  }

  /** A closing fill's fee, from the margin and PnL its close made available. */
  fromPosition(userId: number, positionId: number, fee: Fixed): void {
    this.charge(userId, 'available', fee, `perp_position:${positionId}`);
  }

  private charge(
    userId: number,
    part: 'available' | 'frozen',
    fee: Fixed,
    reference: string,
  ): void {
    if (fee <= 0n) return;
    const account = accountsOf(this.contract).user(userId);
    this.lines.push({ account, part, amount: text(-fee), reference });
    const safu = safuShare(this.contract, fee);
    this.kept += fee - safu;
    this.safu += safu;
  }

  /** The batch's fee posting, or null when no fill paid one. */
  posting(): Posting | null {
    if (this.lines.length === 0) return null;
    const { system } = accountsOf(this.contract);
    const { symbol } = this.contract;
    // The fund's share is a tenth of each fee rounded down, so what the
    // platform keeps of a fee is never zero: the fees line always has an amount.
    const lines: PostingLine[] = [
      ...this.lines,
      { account: system('fees'), part: 'available', amount: text(this.kept) },
    ];
    if (this.safu > 0n)
      lines.push({ account: system('security_fund'), part: 'available', amount: text(this.safu) });
    return {
      idempotencyKey: `perp:${symbol}:b${this.batchSeq}:fee`,
      type: 'fee',
      reference: `perp_batch:${symbol}:${this.batchSeq}`,
      memo: 'trading fees',
      lines,
      ...(this.releases.length > 0 ? { holds: { release: this.releases } } : {}),
    };
  }
}
