import { describe, expect, it } from 'vitest';
import { fundingCoins } from '../funding/test/fixtures';
import { groupByNetwork, labelProblem, networksFor } from './rules';
import { saved } from './test/fixtures';

describe('address book rules', () => {
  it('checks a label after trimming: 1 to 40 characters', () => {
    expect(labelProblem('')?.key).toBe('addressBook.error.labelRequired');
    expect(labelProblem('   ')?.key).toBe('addressBook.error.labelRequired');
    expect(labelProblem(` ${'x'.repeat(40)} `)).toBeUndefined();
    expect(labelProblem('x'.repeat(41))).toEqual({
      key: 'addressBook.error.labelTooLong',
      params: { max: 40 },
    });
  });

  it('offers a coin’s open networks, or every open network once', () => {
    expect(networksFor(fundingCoins, 'USDT')).toEqual(['TRC20', 'ERC20']);
    expect(networksFor(fundingCoins, undefined)).toEqual(['LTC', 'TRC20', 'ERC20', 'BTC']);
    expect(networksFor(fundingCoins, 'NOPE')).toEqual([]);
  });

  it('groups by network, the one asked for first, the rest by name', () => {
    const groups = groupByNetwork(
      [
        saved({ id: 1, chain: 'TRC20' }),
        saved({ id: 2, chain: 'BTC' }),
        saved({ id: 3, chain: 'ERC20' }),
        saved({ id: 4, chain: 'TRC20' }),
      ],
      'TRC20',
    );
    expect(groups.map((g) => [g.chain, g.addresses.map((a) => a.id)])).toEqual([
      ['TRC20', [1, 4]],
      ['BTC', [2]],
      ['ERC20', [3]],
    ]);
    expect(
      groupByNetwork([saved({ chain: 'TRC20' }), saved({ chain: 'BTC' })]).map((g) => g.chain),
    ).toEqual(['BTC', 'TRC20']);
  });
});
