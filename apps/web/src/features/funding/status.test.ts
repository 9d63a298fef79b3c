import { WITHDRAWAL_STATUSES, type Coin } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import { chooseChain, isCoinOpen, isHotFor, pickableCoins } from './coins';
import { missingForWithdrawal } from './readiness';
import {
  confirmationProgress,
  fundsReturned,
  WITHDRAWAL_TIMELINE,
  WITHDRAWAL_TONE,
  withdrawalTimeline,
} from './status';
import { chain, fundingCoins, READY, usdt } from './test/fixtures';

describe('withdrawal timeline', () => {
  it('is one table covering every status, read whole', () => {
    const shape = Object.fromEntries(
      WITHDRAWAL_STATUSES.map((status) => [
        status,
        WITHDRAWAL_TIMELINE[status].map((step) => `${step.key}:${step.state}`).join(' > '),
      ]),
    );
    expect(shape).toEqual({
      applied: 'submitted:done > review:current > sent:todo',
      review_passed: 'submitted:done > passed:done > sending:current',
      success: 'submitted:done > passed:done > sent:done',
      not_arrived: 'submitted:done > passed:done > notArrived:failed',
      review_failed: 'submitted:done > failed:failed',
      cancelled: 'submitted:done > cancelled:ended',
    });
    expect(Object.keys(WITHDRAWAL_TONE).sort()).toEqual([...WITHDRAWAL_STATUSES].sort());
  });

  it('says funds came back only when the withdrawal never left', () => {
    expect(WITHDRAWAL_STATUSES.filter(fundsReturned).sort()).toEqual([
      'cancelled',
      'not_arrived',
      'review_failed',
    ]);
  });

  it('calls an approved withdrawal held, being sent, or sent and confirming, by what has happened', () => {
    const approved = { status: 'review_passed' as const, holdUntil: null, txid: '' };
    const current = (w: Parameters<typeof withdrawalTimeline>[0]) =>
      withdrawalTimeline(w, Date.UTC(2026, 0, 1)).find((s) => s.state === 'current')?.key;
    expect(current(approved)).toBe('sending');
    expect(current({ ...approved, holdUntil: '2026-01-02T00:00:00.000Z' })).toBe('held');
    expect(current({ ...approved, txid: `0x${'a'.repeat(64)}` })).toBe('confirming');
    expect(current({ ...approved, status: 'success', txid: `0x${'a'.repeat(64)}` })).toBe(
      undefined,
    );
  });
});

describe('confirmation progress', () => {
  it('shows x / required, capped, with a bar width', () => {
    expect(confirmationProgress(5, 20)).toEqual({ shown: 5, required: 20, percent: 25 });
    expect(confirmationProgress(25, 20)).toEqual({ shown: 20, required: 20, percent: 100 });
    expect(confirmationProgress(0, 0)).toEqual({ shown: 0, required: 0, percent: 100 });
  });
});

describe('coins and networks', () => {
  it('lists hot coins first, then the server order, filtered by symbol or name', () => {
    expect(pickableCoins(fundingCoins, '', 'deposit').map((coin) => coin.symbol)).toEqual([
      'USDT',
      'BTC',
      'LTC',
    ]);
    expect(pickableCoins(fundingCoins, 'tether', 'deposit').map((coin) => coin.symbol)).toEqual([
      'USDT',
    ]);
    expect(pickableCoins(fundingCoins, 'zzz', 'deposit')).toEqual([]);
  });

  it('never puts a hot coin closed on every network for the use among the hot picks', () => {
    const closedHot: Coin = {
      symbol: 'DOGE',
      name: 'Dogecoin',
      isTop: '1',
      decimals: 8,
      chains: [chain({ chain: 'DOGE', depositEnabled: false })],
    };
    const coins = [closedHot, ...fundingCoins];
    expect(pickableCoins(coins, '', 'deposit').map((coin) => coin.symbol)).toEqual([
      'USDT',
      'BTC',
      'LTC',
      'DOGE',
    ]);
    expect(isHotFor(closedHot, 'deposit')).toBe(false);
    expect(isCoinOpen(closedHot, 'deposit')).toBe(false);
    // Its withdrawals are open: there it is still a hot pick.
    expect(pickableCoins(coins, '', 'withdraw')[0]?.symbol).toBe('DOGE');
    expect(isHotFor(closedHot, 'withdraw')).toBe(true);
    // One open network is enough; none at all is closed.
    expect(isCoinOpen(usdt, 'deposit')).toBe(true);
    expect(isCoinOpen({ ...usdt, chains: [] }, 'deposit')).toBe(false);
  });

  it('takes the asked network if open, else the first open one, never a closed one', () => {
    expect(chooseChain(usdt.chains, 'deposit', 'erc20')?.chain).toBe('ERC20');
    expect(chooseChain(usdt.chains, 'deposit', 'BEP20')?.chain).toBe('TRC20');
    expect(chooseChain(usdt.chains, 'withdraw', null)?.chain).toBe('TRC20');
    const closed = [chain({ withdrawEnabled: false })];
    expect(chooseChain(closed, 'withdraw', 'TRC20')).toBeUndefined();
  });
});

describe('withdrawal readiness', () => {
  it('needs a fund password and an authenticator, or both email and phone', () => {
    expect(missingForWithdrawal(READY)).toEqual({ fundPassword: false, secondFactor: false });
    const none = { ...READY, enabled: false, fundPasswordSet: false, googleBound: false };
    expect(missingForWithdrawal(none)).toEqual({ fundPassword: true, secondFactor: true });
    expect(missingForWithdrawal({ ...none, emailBound: true })).toEqual({
      fundPassword: true,
      secondFactor: true,
    });
    expect(missingForWithdrawal({ ...none, emailBound: true, phoneBound: true })).toEqual({
      fundPassword: true,
      secondFactor: false,
    });
  });
});
