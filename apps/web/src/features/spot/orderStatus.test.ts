import { describe, expect, it } from 'vitest';
import { order } from '../market/test/fixtures';
import { applyOrderChanges } from './liveOrders';
import { filledShare, orderResult } from './orderStatus';

describe('order results', () => {
  it('maps every server status to the spec labels: unfilled is an open order nothing has filled', () => {
    expect(orderResult(order({ status: 'SUBMITTED' }))).toBe('submitted');
    expect(orderResult(order({ status: 'PENDING', filledAmount: '0' }))).toBe('unfilled');
    expect(orderResult(order({ status: 'PENDING', filledAmount: '0.1' }))).toBe('pending');
    expect(orderResult(order({ status: 'FILLED' }))).toBe('filled');
    // A cancelled order reads "cancelled", whether or not part of it filled first.
    expect(orderResult(order({ status: 'CANCELLED', filledAmount: '0' }))).toBe('cancelled');
    expect(orderResult(order({ status: 'CANCELLED', filledAmount: '0.2' }))).toBe('cancelled');
  });

  it('shows how much filled, by amount or by total for a market buy by total', () => {
    expect(filledShare(order({ amount: '0.5', filledAmount: '0.125' }))).toBe('25.00%');
    expect(filledShare(order({ amount: null, quoteAmount: '300', filledQuote: '100' }))).toBe(
      '33.33%',
    );
  });
});

describe('open orders from the stream', () => {
  const page = { list: [order({ orderId: '1' })], total: 1, pageNo: 1, pageSize: 20 };

  it('adds new open orders newest first and drops finished ones', () => {
    const next = applyOrderChanges(
      page,
      [
        order({ orderId: '2', createdAt: 1_800_000_000_000 }),
        order({ orderId: '1', status: 'FILLED', updatedAt: 1_800_000_000_000 }),
      ],
      'BTC/USDT',
    );
    expect(next.list.map((item) => item.orderId)).toEqual(['2']);
    expect(next.total).toBe(1);
  });

  it('ignores other markets and states older than the one shown', () => {
    const next = applyOrderChanges(
      page,
      [
        order({ orderId: '3', symbol: 'ETH/USDT' }),
        order({ orderId: '1', status: 'CANCELLED', updatedAt: 1 }),
      ],
      'BTC/USDT',
    );
    expect(next).toEqual(page);
  });
});
