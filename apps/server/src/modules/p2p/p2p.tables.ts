import type { PaymentType } from '@exchange/contracts';
import type { Generated, Selectable } from 'kysely';
import type { OrderState } from './p2p.order.core.js';

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
  ad_limit: number;
  open_order_limit: number;
  cancel_limit: number;
  release_minutes: number;
  /** NUMERIC: the order value (USD) above which an appeal decision takes two operators. */
  appeal_second_usd: string;
}

export interface P2pRiskClassTable {
  risk_class: number;
  /** NUMERIC: the most a counterparty's first trade may be worth, in USD. */
  first_trade_cap_usd: string;
  withdraw_hold_hours: number;
}

export interface P2pTraderTable {
  user_id: number;
  created_at: Date;
}

export type AdSide = 'buy' | 'sell';
export type AdStatus = 'listed' | 'delisted' | 'closed' | 'ended';

/** NUMERIC columns are decimal strings. */
export interface P2pAdTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  side: AdSide;
  coin: string;
  fiat: string;
  price_type: 'fixed' | 'floating';
  price: string | null;
  premium: string | null;
  quantity: string;
  remaining: string;
  min_amount: string;
  max_amount: string;
  payment_method_ids: number[];
  payment_minutes: number;
  terms: string | null;
  auto_reply: string | null;
  cond_advanced: boolean;
  cond_registered: boolean;
  cond_holding: boolean;
  status: AdStatus;
  online_at: Date | null;
  hold_seq: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

export interface P2pOrderTable {
  id: Generated<number>;
  order_no: string;
  ad_id: number;
  taker_id: number;
  request_id: string;
  buyer_id: number;
  seller_id: number;
  coin: string;
  fiat: string;
  price: string;
  quantity: string;
  amount: string;
  /** The amount in USD at the fiat's rate when the order was made (daily limits count it). */
  usd_value: string;
  status: OrderState;
  payment_type: PaymentType;
  payment_method_id: number;
  /** The seller's payment details at creation, as JSON sealed by the secrets key. */
  payment: string;
  payment_minutes: number;
  pay_deadline: Date;
  release_deadline: Date | null;
  hold_key: string;
  cancel_reason: string | null;
  cancelled_by: 'buyer' | 'system' | 'operator' | null;
  created_at: Date;
  paid_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
}

export interface P2pOrderEventTable {
  order_id: number;
  seq: number;
  kind: string;
  actor: string;
  body: unknown;
  prev_hash: string;
  hash: string;
  created_at: Date;
}

export interface P2pCoinTable {
  coin: string;
  decimals: number;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface P2pAppealTable {
  id: Generated<number>;
  order_id: number;
  appellant_id: number;
  appellant_role: 'buyer' | 'seller';
  reason: string;
  description: string;
  contact_name: string;
  contact_phone: string;
  proof_file_ids: string[];
  status: 'open' | 'withdrawn' | 'resolved' | 'decided';
  /** The head of the order's chained records when the appeal opened. */
  opened_hash: string;
  proposal: 'release' | 'return' | 'split' | null;
  proposal_buyer_quantity: string | null;
  proposed_by: number | null;
  decision: 'release' | 'return' | 'split' | null;
  buyer_quantity: string | null;
  decided_by: number | null;
  note: string | null;
  created_at: Date;
  closed_at: Date | null;
}

export interface P2pChatReadTable {
  order_id: number;
  user_id: number;
  seq: number;
}

export interface P2pReviewTable {
  order_id: number;
  reviewer_id: number;
  reviewee_id: number;
  positive: boolean;
  comment: string;
  created_at: Date;
}

export interface P2pTables {
  p2p_coin: P2pCoinTable;
  p2p_payment_type: P2pPaymentTypeTable;
  p2p_payment_method: P2pPaymentMethodTable;
  p2p_setting: P2pSettingTable;
  p2p_risk_class: P2pRiskClassTable;
  p2p_trader: P2pTraderTable;
  p2p_ad: P2pAdTable;
  p2p_order: P2pOrderTable;
  p2p_order_event: P2pOrderEventTable;
  p2p_appeal: P2pAppealTable;
  p2p_chat_read: P2pChatReadTable;
  p2p_review: P2pReviewTable;
}

export type PaymentMethodRow = Selectable<P2pPaymentMethodTable>;
export type AdRow = Selectable<P2pAdTable>;
export type OrderRow = Selectable<P2pOrderTable>;
export type AppealRow = Selectable<P2pAppealTable>;
