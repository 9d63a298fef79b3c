import type { AlertKind, AlertStatus } from '@exchange/contracts';
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';

/** NUMERIC: read as a decimal string, written as one. */
type Numeric = ColumnType<string, string, string>;

/** A user's price alert (`0065_price_alerts.ts`). */
export interface PriceAlertTable {
  id: Generated<number>;
  user_id: number;
  symbol: string;
  kind: AlertKind;
  /** The target price, or the percentage of a move. */
  value: Numeric;
  /** The price that fires it. */
  threshold: Numeric;
  /** The last price when it was set. */
  base_price: Numeric;
  note: string | null;
  status: ColumnType<AlertStatus, AlertStatus | undefined, AlertStatus>;
  created_at: Date;
  fired_at: Date | null;
  fired_price: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_at: Date | null;
}

export interface AlertTables {
  price_alert: PriceAlertTable;
}

export type AlertDb = Kysely<AlertTables>;
export type AlertRow = Selectable<PriceAlertTable>;
