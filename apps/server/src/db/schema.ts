import type { AccountTables } from '../modules/account/account.tables.js';
import type { AdminTables } from '../modules/admin/admin.tables.js';
import type { CaptchaTables } from '../modules/captcha/captcha.store.js';
import type { CoinTables } from '../modules/coin/coin.store.js';
import type { DepositTables } from '../modules/deposit/deposit.tables.js';
import type { SimulatedChainTables } from '../modules/chain/simulated/simulated-chain.js';
import type { WithdrawalTables } from '../modules/withdrawal/withdrawal.tables.js';
import type { ContentTables } from '../modules/content/content.store.js';
import type { LedgerTables } from '../modules/ledger/ledger.tables.js';
import type { CurrencyTables } from '../modules/currency/currency.store.js';
import type { MarketDataTables } from '../modules/market/market.tables.js';
import type { FlashTables } from '../modules/flash/flash.tables.js';
import type { FilesTables } from '../modules/files/files.store.js';
import type { IdentityTables } from '../modules/identity/identity.tables.js';
import type { LendingTables } from '../modules/lending/lending.tables.js';
import type { P2pTables } from '../modules/p2p/p2p.tables.js';
import type { JobTables } from '../modules/jobs/jobs.tables.js';
import type { FlowTables } from '../modules/flows/flows.tables.js';
import type { EventTables } from '../modules/events/events.tables.js';
import type { PerpTables } from '../modules/perp/perp.tables.js';
import type { SpotTables } from '../modules/spot/spot.tables.js';
import type { VerificationTables } from '../modules/verification/verification.tables.js';

/**
 * The whole database as Kysely sees it: the union of every module's own
 * tables. Each module declares its tables beside its store and only its store
 * queries them.
 */
export interface DB
  extends
    CurrencyTables,
    ContentTables,
    CaptchaTables,
    VerificationTables,
    AccountTables,
    LedgerTables,
    CoinTables,
    DepositTables,
    SimulatedChainTables,
    WithdrawalTables,
    SpotTables,
    MarketDataTables,
    PerpTables,
    FlashTables,
    AdminTables,
    FilesTables,
    JobTables,
    FlowTables,
    EventTables,
    IdentityTables,
    P2pTables,
    LendingTables {}
