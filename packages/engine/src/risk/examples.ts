/**
 * Two example contracts with Binance-like tiers, used by the tests and fit
 * for a demo seed. Real contracts are defined by operators, not here.
 */
import { defineContract, type ContractSpec } from './contract.js';
import { fx } from './fixed.js';

const tier = (maxNotional: string, maintenanceRate: string, maxLeverage: number) => ({
  maxNotional: fx(maxNotional),
  maintenanceRate: fx(maintenanceRate),
  maxLeverage,
});

/** USDT-margined BTC perpetual: 0.001 BTC a lot; tiers by position value in USDT. */
export const BTCUSDT: ContractSpec = defineContract({
  kind: 'linear',
  contractSize: fx('0.001'),
  tiers: [
    tier('50000', '0.004', 125), // cum 0
    tier('250000', '0.005', 100), // cum 50 = 50,000 * (0.005 - 0.004)
    tier('1000000', '0.01', 50), // cum 1,300 = 50 + 250,000 * (0.01 - 0.005)
    tier('5000000', '0.025', 20), // cum 16,300 = 1,300 + 1,000,000 * (0.025 - 0.01)
  ],
  takerFee: fx('0.0005'),
  makerFee: fx('0.0002'),
});

/** Coin-margined BTC perpetual: 100 USD a lot; tiers by USD face value. */
export const BTCUSD: ContractSpec = defineContract({
  kind: 'inverse',
  contractSize: fx('100'),
  tiers: [
    tier('500000', '0.005', 100), // cum 0
    tier('2000000', '0.01', 50), // cum 2,500 USD = 500,000 * (0.01 - 0.005)
    tier('10000000', '0.025', 20), // cum 32,500 USD = 2,500 + 2,000,000 * (0.025 - 0.01)
  ],
  takerFee: fx('0.0005'),
  makerFee: fx('-0.0001'),
});
