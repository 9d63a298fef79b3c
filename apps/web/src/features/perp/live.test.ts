import { describe, expect, it } from 'vitest';
import { applyOrderChanges } from '../spot/liveOrders';
import { applyMark, applyPositionChanges, orderSnapshot, positionSnapshot } from './live';
import type { PerpOrderPage, PerpPositionPage } from './queries';
import { contract, perpOrder, position } from './test/fixtures';

const orders = (list: PerpOrderPage['list']): PerpOrderPage => ({
  status: 'PENDING',
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 10,
});
const positions = (list: PerpPositionPage['list']): PerpPositionPage => ({
  status: 'OPEN',
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 10,
});
const ids = (page: { list: readonly { orderId: string }[] }) => page.list.map((o) => o.orderId);

describe('live contract lists', () => {
  it('adds, replaces and removes entrusts by status, newest first', () => {
    const a = perpOrder({ orderId: '1', createdAt: 1 });
    const b = perpOrder({ orderId: '2', createdAt: 2 });
    let page = applyOrderChanges(orders([a]), [b], 'BTCUSDT');
    expect(ids(page)).toEqual(['2', '1']);
    expect(page.total).toBe(2);
    page = applyOrderChanges(
      page,
      [{ ...a, status: 'FILLED', updatedAt: a.updatedAt + 1 }],
      'BTCUSDT',
    );
    expect(ids(page)).toEqual(['2']);
    expect(page.total).toBe(1);
    // Another contract's entrust is not this screen's.
    page = applyOrderChanges(page, [perpOrder({ orderId: '3', symbol: 'ETHUSDT' })], 'BTCUSDT');
    expect(ids(page)).toEqual(['2']);
  });

  it('does not let a late, older state overwrite a newer one', () => {
    const newer = perpOrder({ orderId: '1', filledLots: 2, updatedAt: 10 });
    const page = applyOrderChanges(
      orders([newer]),
      [{ ...newer, filledLots: 1, updatedAt: 9 }],
      'BTCUSDT',
    );
    expect(page.list[0]?.filledLots).toBe(2);
  });

  it('takes a snapshot as the whole open list of the contract', () => {
    const snapshot = [
      perpOrder({ orderId: '7', createdAt: 7 }),
      perpOrder({ orderId: '8', symbol: 'ETHUSDT' }),
      perpOrder({ orderId: '9', createdAt: 9 }),
    ];
    const page = orderSnapshot(orders([perpOrder({ orderId: '1' })]), snapshot, 'BTCUSDT', 10);
    expect(ids(page)).toEqual(['9', '7']);
    expect(page.total).toBe(2);
    expect(orderSnapshot(undefined, [], 'BTCUSDT', 10)).toEqual(orders([]));
  });

  it('keeps open positions and drops closed ones', () => {
    const held = position();
    let page = applyPositionChanges(positions([held]), [{ ...held, markPrice: '1' }], 'BTCUSDT');
    expect(page.list[0]?.markPrice).toBe('1');
    page = applyPositionChanges(page, [{ ...held, status: 'CLOSED' }], 'BTCUSDT');
    expect(page.list).toEqual([]);
    expect(page.total).toBe(0);
    const fresh = positionSnapshot(
      undefined,
      [held, position({ positionId: '9', symbol: 'ETHUSDT' })],
      'BTCUSDT',
      10,
    );
    expect(fresh.list.map((p) => p.positionId)).toEqual(['501']);
  });

  it('ignores a copy of a position older than the one shown', () => {
    const held = position({ lots: 5, updatedAt: 2_000 });
    const page = applyPositionChanges(
      positions([held]),
      [{ ...held, lots: 9, updatedAt: 1_000 }],
      'BTCUSDT',
    );
    expect(page.list[0]?.lots).toBe(5);
    const late = applyPositionChanges(
      page,
      [{ ...held, status: 'CLOSED', updatedAt: 1_500 }],
      'BTCUSDT',
    );
    expect(late.list).toHaveLength(1);
  });

  it('writes a mark frame into its contract only', () => {
    const list = [contract('BTCUSDT'), contract('ETHUSDT')];
    const next = applyMark(list, {
      symbol: 'BTCUSDT',
      lastPrice: '3',
      indexPrice: '1',
      markPrice: '2',
      fundingRate: '0.0003',
      nextFundingTime: null,
      time: 1,
    });
    expect(next[0]).toMatchObject({
      lastPrice: '3',
      indexPrice: '1',
      markPrice: '2',
      fundingRate: '0.0003',
      nextFundingTime: null,
    });
    expect(next[1]).toEqual(list[1]);
  });
});
