import type { AdminContract } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import {
  contractChanges,
  contractValuesOf,
  parseLeverages,
  tierDrafts,
  tierProblems,
} from './contractRules';

const CONTRACT: AdminContract = {
  symbol: 'BTCUSD',
  product: 'perpetual',
  term: null,
  coin: 'BTC',
  contractType: 'coin',
  marginAsset: 'BTC',
  contractSize: '100',
  tickSize: '0.1',
  minOpenLots: 1,
  maxOpenLots: 100000,
  minCloseLots: 1,
  maxCloseLots: 100000,
  leverages: [1, 5, 10],
  defaultLeverage: 5,
  tiers: [
    { maxNotional: '500000', maintenanceRate: '0.005', maxLeverage: 100 },
    { maxNotional: '2000000', maintenanceRate: '0.01', maxLeverage: 50 },
  ],
  makerFee: '0.0002',
  takerFee: '0.0005',
  fundingIntervalHours: 8,
  settleWindowMinutes: null,
  expiresAt: null,
  tradingHours: '00:00-24:00',
  enabled: true,
  sort: 30,
  openOrders: 0,
  openPositions: 0,
};

const keys = (problems: ReturnType<typeof tierProblems>) => problems.map((p) => p.key);

describe('contract rules', () => {
  it('reads leverages typed with commas, spaces, Chinese commas and an x', () => {
    expect(parseLeverages('1, 2 5，10x 20×')).toEqual([1, 2, 5, 10, 20]);
    expect(parseLeverages('1, 2.5')).toBeNull();
    expect(parseLeverages('')).toEqual([]);
  });

  it('needs maintenance rate × max leverage below 100 %, exactly', () => {
    const tier = (maintenance: string, maxLeverage: string) =>
      tierProblems([{ key: 0, maxNotional: '1000', maintenance, maxLeverage }]);
    expect(keys(tier('1', '100'))).toEqual(['contracts.problem.tierMargin']);
    expect(keys(tier('1', '99'))).toEqual([]);
    expect(keys(tier('0.3333', '300'))).toEqual([]);
    expect(keys(tier('0.3334', '300'))).toEqual(['contracts.problem.tierMargin']);
  });

  it('names every row that breaks the order of the table', () => {
    const drafts = tierDrafts([
      { maxNotional: '500000', maintenanceRate: '0.01', maxLeverage: 50 },
      { maxNotional: '500000', maintenanceRate: '0.005', maxLeverage: 75 },
    ]);
    expect(keys(tierProblems(drafts))).toEqual([
      'contracts.problem.tierNotional',
      'contracts.problem.tierRate',
      'contracts.problem.tierLeverage',
    ]);
    expect(keys(tierProblems([]))).toEqual(['contracts.problem.tierCount']);
    expect(
      keys(tierProblems([{ key: 0, maxNotional: '01', maintenance: '1', maxLeverage: '1' }])),
    ).toEqual(['contracts.problem.tier']);
  });

  it('sends nothing for the same values written differently, and whole lists when one entry moves', () => {
    const values = contractValuesOf(CONTRACT);
    expect(values.tiers.map((t) => t.maintenance)).toEqual(['0.5', '1']);
    const same = { ...values, leverages: '10, 5, 1', makerFee: '0.020', sort: '30' };
    expect(contractChanges(CONTRACT, same)).toEqual({ symbol: 'BTCUSD' });
    const [first, second] = values.tiers;
    const tiers = [first!, { ...second!, maintenance: '1.25' }];
    expect(contractChanges(CONTRACT, { ...values, tiers, leverages: '1 5 10 20' })).toEqual({
      symbol: 'BTCUSD',
      leverages: [1, 5, 10, 20],
      tiers: [
        { maxNotional: '500000', maintenanceRate: '0.005', maxLeverage: 100 },
        { maxNotional: '2000000', maintenanceRate: '0.0125', maxLeverage: 50 },
      ],
    });
  });
});
