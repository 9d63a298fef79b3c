import type { PaymentType } from '@exchange/contracts';
import type { Generated, Selectable } from 'kysely';

export interface P2pPaymentTypeTable {
  type: PaymentType;
  risk_class: number;
  enabled: Generated<boolean>;
}

export interface P2pPaymentMethodTable {
  id: Generated<number>;
  user_id: number;
  type: PaymentType;
  real_name: string;
  bank_name: string | null;
  /** Sealed by the secrets key. */
  account: string | null;
  branch: string | null;
  qr_file_id: string | null;
  enabled: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface P2pSettingTable {
  id: Generated<boolean>;
  payment_method_cap: number;
}

export interface P2pCoinTable {
  coin: string;
  decimals: number;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface P2pTables {
  p2p_coin: P2pCoinTable;
  p2p_payment_type: P2pPaymentTypeTable;
  p2p_payment_method: P2pPaymentMethodTable;
  p2p_setting: P2pSettingTable;
}

export type PaymentMethodRow = Selectable<P2pPaymentMethodTable>;
