/** A contract row as the database holds it (BTCUSDT unless overridden), for pure perpetual tests. */
import type { Selectable } from 'kysely';
// eslint-disable-next-line local/module-boundaries -- a test fixture that builds perp_contract rows as the database holds them.
import type { PerpContractTable } from '../modules/perp/perp.tables.js';

type ContractRow = Selectable<PerpContractTable>;

export function contractRow(overrides: Partial<ContractRow> = {}): ContractRow {
  return {
    symbol: 'BTCUSDT',
    coin: 'BTC',
    contract_type: 'usdt',
    quote: 'USDT',
    margin_asset: 'USDT',
    contract_size: '0.001',
    tick_size: '0.1',
    min_open_lots: '1',
    max_open_lots: '100000',
    min_close_lots: '1',
    max_close_lots: '100000',
    leverages: [1, 2, 3, 5, 10, 20, 50, 100],
    default_leverage: 20,
    tiers: [
      { maxNotional: '50000', maintenanceRate: '0.004', maxLeverage: 100 },
      { maxNotional: '250000', maintenanceRate: '0.005', maxLeverage: 50 },
      { maxNotional: '1000000', maintenanceRate: '0.01', maxLeverage: 20 },
    ],
    maker_fee: '0.0002',
    taker_fee: '0.0005',
    funding_interval_hours: 8,
    trading_hours: '00:00-24:00',
    enabled: true,
    sort: 10,
    last_seq: '0',
    last_trade: '0',
    product: 'perpetual',
    term: null,
    expires_at: null,
    settle_window_minutes: null,
    last_settlement_price: null,
    ...overrides,
  };
}
