/** Tables of the flash-exchange module. NUMERIC columns arrive as strings. */
import type { Generated, Selectable } from 'kysely';

export interface FlashExchangeTable {
  id: Generated<string>;
  user_id: number;
  quote_id: string;
  from_coin: string;
  to_coin: string;
  from_amount: string;
  to_amount: string;
  rate: string;
  quoted_rate: string;
  fee: string;
  /** JSON arrays: market symbols, spot order ids. */
  route: string;
  order_ids: string;
  status: 'FILLED' | 'PARTIAL';
  held_asset: string | null;
  held_amount: string | null;
  created_at: Date;
}

export type FlashExchangeRow = Selectable<FlashExchangeTable>;

export interface FlashTables {
  flash_exchange: FlashExchangeTable;
}
