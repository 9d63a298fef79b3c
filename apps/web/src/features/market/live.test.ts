import { describe, expect, it } from 'vitest';
import { mergeTrades } from './live';
import { tradesFixture } from './test/fixtures';

const trade = (id: string) => ({
  id,
  price: '1',
  amount: '1',
  direction: 'buy' as const,
  time: Number(id),
});

describe('latest trades', () => {
  it('puts streamed trades (newest last) in front, newest first, without repeats', () => {
    const merged = mergeTrades(tradesFixture, [trade('2'), trade('3'), trade('4')], 'update');
    expect(merged.map((item) => item.id)).toEqual(['4', '3', '2', '1']);
  });

  it('replaces the list on a snapshot and keeps at most 17', () => {
    const many = Array.from({ length: 30 }, (_, index) => trade(String(index + 1)));
    const merged = mergeTrades(tradesFixture, many, 'snapshot');
    expect(merged).toHaveLength(17);
    expect(merged[0]?.id).toBe('30');
  });
});
