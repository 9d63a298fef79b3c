import type { Migration } from 'kysely';
import * as m0001 from './0001_pricing_currency.js';
import * as m0002 from './0002_content.js';
import * as m0003 from './0003_content_seed.js';
import * as m0004 from './0004_captcha.js';
import * as m0005 from './0005_accounts.js';
import * as m0006 from './0006_ledger.js';
import * as m0007 from './0007_coins.js';
import * as m0008 from './0008_deposits.js';
import * as m0009 from './0009_withdrawals.js';
import * as m0010 from './0010_evm_signer.js';
import * as m0011 from './0011_spot.js';
import * as m0012 from './0012_market_data.js';
import * as m0013 from './0013_perpetual.js';
import * as m0014 from './0014_perpetual_runner.js';
import * as m0015 from './0015_flash_exchange.js';
import * as m0016 from './0016_delivery.js';
import * as m0017 from './0017_demo.js';
import * as m0018 from './0018_operators.js';
import * as m0019 from './0019_content_admin.js';
import * as m0020 from './0020_fee_rates.js';
import * as m0021 from './0021_insurance_topup.js';
import * as m0022 from './0022_files.js';
import * as m0023 from './0023_jobs.js';
import * as m0024 from './0024_flows.js';
import * as m0025 from './0025_events.js';
import * as m0026 from './0026_deposit_review.js';
import * as m0027 from './0027_content_truth.js';
import * as m0028 from './0028_console_settings.js';
import * as m0029 from './0029_ledger_forget.js';
import * as m0030 from './0030_identity.js';
import * as m0031 from './0031_withdrawal_value.js';
import * as m0032 from './0032_identity_help.js';
import * as m0033 from './0033_p2p_payment_methods.js';
import * as m0034 from './0034_p2p_coins.js';
import * as m0035 from './0035_p2p_trading.js';
import * as m0036 from './0036_p2p_appeals.js';
import * as m0037 from './0037_p2p_reviews.js';
import * as m0038 from './0038_lending.js';
import * as m0039 from './0039_credit_loans.js';
import * as m0040 from './0040_earn_funds.js';
import * as m0041 from './0041_earn_mining.js';
import * as m0042 from './0042_p2p_lending_earn_help.js';
import * as m0043 from './0043_referral.js';
import * as m0044 from './0044_referral_help.js';
import * as m0045 from './0045_red_packets.js';
import * as m0046 from './0046_red_packet_help.js';
import * as m0047 from './0047_activities.js';
import * as m0048 from './0048_bonus.js';
import * as m0049 from './0049_trade_activities.js';
import * as m0050 from './0050_support.js';
import * as m0051 from './0051_support_help.js';
import * as m0052 from './0052_notifications.js';
import * as m0053 from './0053_notifications_help.js';
import * as m0054 from './0054_api_keys.js';
import * as m0055 from './0055_liabilities.js';
import * as m0056 from './0056_reserves.js';
import * as m0057 from './0057_api_key_refusals.js';
import * as m0058 from './0058_trust_help.js';
import * as m0059 from './0059_entry_reference.js';
import * as m0060 from './0060_spot_journal.js';
import * as m0061 from './0061_perp_journal.js';
import * as m0062 from './0062_withdrawal_address_book.js';
import * as m0063 from './0063_contract_klines.js';
import * as m0064 from './0064_spot_stops.js';
import * as m0065 from './0065_price_alerts.js';
import * as m0066 from './0066_contract_favourites.js';
import * as m0067 from './0067_conditional_orders_help.js';
import * as m0068 from './0068_perp_stops.js';
import * as m0069 from './0069_perp_margin_mode.js';
import * as m0070 from './0070_cross_margin_help.js';
import * as m0071 from './0071_market_lease.js';

/** Every migration, keyed by a name that sorts in the order they must run. Append only. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_pricing_currency': m0001,
  '0002_content': m0002,
  '0003_content_seed': m0003,
  '0004_captcha': m0004,
  '0005_accounts': m0005,
  '0006_ledger': m0006,
  '0007_coins': m0007,
  '0008_deposits': m0008,
  '0009_withdrawals': m0009,
  '0010_evm_signer': m0010,
  '0011_spot': m0011,
  '0012_market_data': m0012,
  '0013_perpetual': m0013,
  '0014_perpetual_runner': m0014,
  '0015_flash_exchange': m0015,
  '0016_delivery': m0016,
  '0017_demo': m0017,
  '0018_operators': m0018,
  '0019_content_admin': m0019,
  '0020_fee_rates': m0020,
  '0021_insurance_topup': m0021,
  '0022_files': m0022,
  '0023_jobs': m0023,
  '0024_flows': m0024,
  '0025_events': m0025,
  '0026_deposit_review': m0026,
  '0027_content_truth': m0027,
  '0028_console_settings': m0028,
  '0029_ledger_forget': m0029,
  '0030_identity': m0030,
  '0031_withdrawal_value': m0031,
  '0032_identity_help': m0032,
  '0033_p2p_payment_methods': m0033,
  '0034_p2p_coins': m0034,
  '0035_p2p_trading': m0035,
  '0036_p2p_appeals': m0036,
  '0037_p2p_reviews': m0037,
  '0038_lending': m0038,
  '0039_credit_loans': m0039,
  '0040_earn_funds': m0040,
  '0041_earn_mining': m0041,
  '0042_p2p_lending_earn_help': m0042,
  '0043_referral': m0043,
  '0044_referral_help': m0044,
  '0045_red_packets': m0045,
  '0046_red_packet_help': m0046,
  '0047_activities': m0047,
  '0048_bonus': m0048,
  '0049_trade_activities': m0049,
  '0050_support': m0050,
  '0051_support_help': m0051,
  '0052_notifications': m0052,
  '0053_notifications_help': m0053,
  '0054_api_keys': m0054,
  '0055_liabilities': m0055,
  '0056_reserves': m0056,
  '0057_api_key_refusals': m0057,
  '0058_trust_help': m0058,
  '0059_entry_reference': m0059,
  '0060_spot_journal': m0060,
  '0061_perp_journal': m0061,
  '0062_withdrawal_address_book': m0062,
  '0063_contract_klines': m0063,
  '0064_spot_stops': m0064,
  '0065_price_alerts': m0065,
  '0066_contract_favourites': m0066,
  '0067_conditional_orders_help': m0067,
  '0068_perp_stops': m0068,
  '0069_perp_margin_mode': m0069,
  '0070_cross_margin_help': m0070,
  '0071_market_lease': m0071,
};
