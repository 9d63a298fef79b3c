import { risk } from '@exchange/engine';
import { describe, expect, it } from 'vitest';
import { contractRow } from '../../test/perp-fixtures.js';
import { contractFromRow } from './perp.core.js';
import { BatchFees } from './perp.fees.js';

const contract = contractFromRow(contractRow(), () => 6);
const fx = (text: string) => risk.fx(text);

describe("a batch's contract fees", () => {
  it('posts every fill side once with its own reference and the platform share summed', () => {
    const fees = new BatchFees(contract, 41);
    fees.fromOrder(7, 1001, fx('1.5'));
    fees.fromOrder(7, 1001, fx('0.25'));
    fees.fromPosition(8, 55, fx('0.333333'));
    fees.fromPosition(9, 56, 0n);
    const posting = fees.posting();
    expect(posting).toMatchObject({
      idempotencyKey: 'perp:BTCUSDT:b41:fee',
      type: 'fee',
      reference: 'perp_batch:BTCUSDT:41',
    });
    expect(posting?.lines).toEqual([
      {
        account: { userId: 7, wallet: 'contract', asset: 'USDT' },
        part: 'frozen',
        amount: '-1.5',
        reference: 'perp_order:1001',
      },
      {
        account: { userId: 7, wallet: 'contract', asset: 'USDT' },
        part: 'frozen',
        amount: '-0.25',
        reference: 'perp_order:1001',
      },
      {
        account: { userId: 8, wallet: 'contract', asset: 'USDT' },
        part: 'available',
        amount: '-0.333333',
        reference: 'perp_position:55',
      },
      // 10 % of each fee, rounded down to the coin's 6 places: 0.15 + 0.025 + 0.033333.
      { account: { system: 'fees', asset: 'USDT' }, part: 'available', amount: '1.875' },
      {
        account: { system: 'security_fund', asset: 'USDT' },
        part: 'available',
        amount: '0.208333',
      },
    ]);
    // An opening fee comes out of its order's hold, part by part.
    expect(posting?.holds).toEqual({
      release: [
        { key: 'perp_order:1001', amount: '1.5' },
        { key: 'perp_order:1001', amount: '0.25' },
      ],
    });
  });

  it('posts nothing when no fill paid a fee', () => {
    const fees = new BatchFees(contract, 1);
    fees.fromPosition(9, 56, 0n);
    expect(fees.posting()).toBeNull();
  });
});
