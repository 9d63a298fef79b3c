import { describe, expect, it } from 'vitest';
import { findRoute } from './matchRoute';
import { APP_ROUTES } from './routes';

/** Every path of spec section 2 (and the peer-to-peer routes it names), transcribed by hand. */
const SPEC_PATHS = [
  '/home',
  '/quotes',
  '/trade/:symbol',
  '/perpetualContract/:symbol',
  '/funds',
  '/userCenter',
  '/exchange/exchangePage',
  '/accountChange',
  '/promote',
  '/c2c_normal_user',
  '/c2cHelp',
  '/c2c/c2cUser',
  '/c2c/orderList',
  '/c2c/advertise',
  '/c2c/receivingBuy',
  '/assetsCenter/index',
  '/assetsCenter/rechargeWithdrawRecord',
  '/recharge/rechargeList',
  '/recharge/rechargePage',
  '/recharge/rechargeSubmit',
  '/recharge/rechargeDetail',
  '/withdraw/withdrawPage',
  '/withdraw/withdrawSumbit',
  '/withdraw/securityVerification',
  '/withdraw/c2cSecurityVerification',
  '/withdraw/withdrawDetail',
  '/exchange/exchangeSubmit',
  '/exchange/exchangeHistory',
  '/profitLoss',
  '/perpetualHistory',
  '/entrustDetail',
  '/orderDetail',
  '/deliveryContract',
  '/deliveryContractHistory',
  '/trendDetails/:symbol',
  '/tradeDetail',
  '/tradeRecord/:symbol',
  '/login',
  '/register',
  '/verify',
  '/setFond',
  '/identity',
  '/gooleVerify',
  '/finish',
  '/forget',
  '/resetPassword',
  '/passSuccess',
  '/safeVerify',
  '/safety',
  '/changeVerify',
  '/changePassword',
  '/changeFundsPassword',
  '/bindVerify',
  '/resetVerify',
  '/resetSuccess',
  '/language',
  '/exchangeRate',
  '/CommonProblem',
  '/helpCenter',
  '/helpDetail',
  '/TermsOfService',
  '/announce',
  '/announceDetail',
  '/customerService',
  '/download',
];

/** Routes the spec does not name but the product needs. */
const IDENTITY_PATHS = [
  '/identity/primary',
  '/identity/advanced',
  '/identity/notarised',
  '/identity/resubmit',
  '/identity/status',
  '/identity/business',
];
/** Peer-to-peer payment method management: the spec names the screens, not their paths. */
const PAYMENT_PATHS = ['/payment', '/payment/add', '/payment/edit/:id'];
/** Peer-to-peer orders, appeals, chat, ads, profiles and settings: the spec names the screens, not their paths. */
const P2P_PATHS = [
  '/c2c/orders',
  '/c2c/order/:id',
  '/c2c/order/:id/appeal',
  '/c2c/order/:id/chat',
  '/c2c/ad/:id',
  '/c2c/advertiser/:userId',
  '/c2c/notifications',
];
/** Flexible savings, pledge and credit loans: the spec names the screens, not their paths. */
const LENDING_PATHS = [
  '/savings',
  '/savings/history',
  '/pledge',
  '/pledge/orders',
  '/pledge/order/:id',
  '/credit',
  '/credit/apply',
  '/credit/history',
];
/** The public loan book: ours too, open to guests. */
const LENDING_PUBLIC_PATHS = ['/lending/book'];
/** Funds and pool lock-ups: the spec names the screens, not their paths. */
const EARN_PATHS = [
  '/financial/product/:id/buy',
  '/financial/order/:id',
  '/financial/orders',
  '/financial/history',
];
/** The products, their rules and proof of yield are public: guests log in only to buy. */
const EARN_PUBLIC_PATHS = ['/financial', '/financial/product/:id', '/financial/proof/:id'];
/** Mining machines and custody orders: the spec names the screens, not their paths. */
const MINING_PATHS = [
  '/financial/mining/machine/:id/buy',
  '/financial/mining/orders',
  '/financial/mining/order/:id',
  '/financial/mining/income',
  '/financial/custody',
];
/** The machines, their hash prices and the rules are public: guests log in only to buy. */
const MINING_PUBLIC_PATHS = [
  '/financial/mining',
  '/financial/mining/machine/:id',
  '/financial/mining/rules',
];
/** Red packets: the spec names the feature, not its path. */
const RED_PACKET_PATHS = ['/redPacket'];
/** Activities: ours as well (the spec names the campaigns, not their path). */
const ACTIVITY_PATHS = ['/activities'];
/** The notification centre, its settings and price alerts: the user's own, screens the spec does not name. */
const NOTIFICATION_PATHS = ['/notifications', '/notifications/settings', '/priceAlerts'];
/** API management in the security centre: the user's own keys, screens the spec does not name. */
const API_KEY_PATHS = ['/apiKeys', '/apiKeys/new', '/apiKeys/:id'];
/** Proof of liabilities: public (the published rounds); checking one's own asks to sign in there. */
const LIABILITY_PATHS = ['/proofOfLiabilities'];
/** The withdrawal address book and its whitelist: the user's own, a screen the spec does not name. */
const ADDRESS_BOOK_PATHS = ['/withdraw/addressBook'];
/** A contract's chart, perpetual or delivery series: public market data the spec does not name. */
const CONTRACT_CHART_PATHS = ['/contract/chart/:symbol'];

const EXTRA_PATHS = [
  '/transfer',
  ...RED_PACKET_PATHS,
  ...ACTIVITY_PATHS,
  ...IDENTITY_PATHS,
  ...PAYMENT_PATHS,
  ...P2P_PATHS,
  ...LENDING_PATHS,
  ...LENDING_PUBLIC_PATHS,
  ...EARN_PATHS,
  ...EARN_PUBLIC_PATHS,
  ...MINING_PATHS,
  ...MINING_PUBLIC_PATHS,
  ...NOTIFICATION_PATHS,
  ...API_KEY_PATHS,
  ...LIABILITY_PATHS,
  ...ADDRESS_BOOK_PATHS,
  ...CONTRACT_CHART_PATHS,
];

const FOOTER = [
  '/home',
  '/quotes',
  '/trade/:symbol',
  '/perpetualContract/:symbol',
  '/funds',
  '/userCenter',
];
const REQUIRE_AUTH = [
  '/funds',
  '/exchange/exchangePage',
  '/accountChange',
  '/promote',
  '/c2c_normal_user',
  '/c2cHelp',
  '/c2c/c2cUser',
  '/c2c/orderList',
  '/c2c/advertise',
  '/c2c/receivingBuy',
];
/** Security screens act on the signed-in account, so they require login too. */
const ACCOUNT_AUTH = [
  '/verify',
  '/setFond',
  '/gooleVerify',
  '/finish',
  '/safeVerify',
  '/safety',
  '/changeVerify',
  '/changePassword',
  '/changeFundsPassword',
  '/bindVerify',
];
/** Identity verification holds the user's documents and deposit. */
const IDENTITY_AUTH = ['/identity', ...IDENTITY_PATHS];
/** Wallet screens that show the user's balances, deposit addresses and records. */
const WALLET_AUTH = [
  '/assetsCenter/index',
  '/transfer',
  '/assetsCenter/rechargeWithdrawRecord',
  '/recharge/rechargePage',
  '/recharge/rechargeDetail',
  '/withdraw/withdrawPage',
  '/withdraw/withdrawSumbit',
  '/withdraw/securityVerification',
  '/withdraw/c2cSecurityVerification',
  '/withdraw/withdrawDetail',
  ...ADDRESS_BOOK_PATHS,
];
/** The flash-exchange confirm step and records act on the user's own quotes. */
const EXCHANGE_AUTH = ['/exchange/exchangeSubmit', '/exchange/exchangeHistory'];
/** Spot order records and details show the user's own orders. */
const TRADE_AUTH = ['/tradeRecord/:symbol', '/entrustDetail', '/orderDetail', '/tradeDetail'];
/** Contract records and profit and loss show the user's own positions (issues 6 and 7). */
const PERP_AUTH = ['/perpetualHistory', '/profitLoss', '/deliveryContractHistory'];
/** Customer service is the user's own conversation with support. */
const SUPPORT_AUTH = ['/customerService'];
const MERCHANT = ['/c2c/c2cUser', '/c2c/orderList', '/c2c/advertise', '/c2c/receivingBuy'];
const REAL_NOW = [
  '/home',
  '/promote',
  ...RED_PACKET_PATHS,
  ...ACTIVITY_PATHS,
  '/userCenter',
  '/language',
  '/exchangeRate',
  '/download',
  '/announce',
  '/announceDetail',
  '/helpCenter',
  '/helpDetail',
  '/CommonProblem',
  '/TermsOfService',
  '/customerService',
  ...NOTIFICATION_PATHS,
  ...API_KEY_PATHS,
  ...LIABILITY_PATHS,
  // Accounts and security.
  '/login',
  '/register',
  '/verify',
  '/setFond',
  '/gooleVerify',
  '/finish',
  '/forget',
  '/resetPassword',
  '/passSuccess',
  '/safeVerify',
  '/safety',
  '/changeVerify',
  '/changePassword',
  '/changeFundsPassword',
  '/bindVerify',
  '/resetVerify',
  '/resetSuccess',
  // Identity verification.
  '/identity',
  ...IDENTITY_PATHS,
  // Wallet.
  '/funds',
  '/assetsCenter/index',
  '/accountChange',
  '/transfer',
  // Deposits and withdrawals.
  '/assetsCenter/rechargeWithdrawRecord',
  '/recharge/rechargeList',
  '/recharge/rechargePage',
  '/recharge/rechargeSubmit',
  '/recharge/rechargeDetail',
  '/withdraw/withdrawPage',
  '/withdraw/withdrawSumbit',
  '/withdraw/securityVerification',
  '/withdraw/c2cSecurityVerification',
  '/withdraw/withdrawDetail',
  ...ADDRESS_BOOK_PATHS,
  // Markets and spot trading.
  '/quotes',
  '/trade/:symbol',
  '/trendDetails/:symbol',
  '/tradeRecord/:symbol',
  '/entrustDetail',
  '/orderDetail',
  '/tradeDetail',
  // Perpetual contracts.
  '/perpetualContract/:symbol',
  '/perpetualHistory',
  '/profitLoss',
  // Delivery contracts.
  '/deliveryContract',
  '/deliveryContractHistory',
  // Either product's chart.
  ...CONTRACT_CHART_PATHS,
  // Flash exchange.
  '/exchange/exchangePage',
  '/exchange/exchangeSubmit',
  '/exchange/exchangeHistory',
  // Peer-to-peer payment methods.
  ...PAYMENT_PATHS,
  // Peer-to-peer trading.
  '/c2c_normal_user',
  '/c2cHelp',
  '/c2c/c2cUser',
  '/c2c/orderList',
  '/c2c/advertise',
  '/c2c/receivingBuy',
  ...P2P_PATHS,
  // Flexible savings and pledge loans.
  ...LENDING_PATHS,
  ...LENDING_PUBLIC_PATHS,
  // Funds and pool lock-ups.
  ...EARN_PATHS,
  ...EARN_PUBLIC_PATHS,
  // Mining machines and custody orders.
  ...MINING_PATHS,
  ...MINING_PUBLIC_PATHS,
];

const paths = APP_ROUTES.map((route) => route.path);
const flagged = (flag: 'footer' | 'requireAuth' | 'isMerchant') =>
  APP_ROUTES.filter((route) => route[flag] === true)
    .map((route) => route.path)
    .sort();

describe('route table', () => {
  it('has every spec path exactly once and nothing else but the named extras', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...EXTRA_PATHS].sort());
  });

  it('flags the six tab routes with the footer', () => {
    expect(flagged('footer')).toEqual([...FOOTER].sort());
  });

  it('flags the login-only routes of spec section 2, the security, wallet and order screens', () => {
    expect(flagged('requireAuth')).toEqual(
      [
        ...REQUIRE_AUTH,
        ...ACCOUNT_AUTH,
        ...IDENTITY_AUTH,
        ...WALLET_AUTH,
        ...EXCHANGE_AUTH,
        ...TRADE_AUTH,
        ...PERP_AUTH,
        ...PAYMENT_PATHS,
        ...P2P_PATHS,
        ...LENDING_PATHS,
        ...EARN_PATHS,
        ...MINING_PATHS,
        ...RED_PACKET_PATHS,
        ...ACTIVITY_PATHS,
        ...SUPPORT_AUTH,
        ...NOTIFICATION_PATHS,
        ...API_KEY_PATHS,
      ].sort(),
    );
  });

  it('flags the four c2c children as merchant-only', () => {
    expect(flagged('isMerchant')).toEqual([...MERCHANT].sort());
  });

  it('gives real screens to exactly the routes built so far', () => {
    const withScreen = APP_ROUTES.filter((route) => route.screen).map((route) => route.path);
    expect(withScreen.sort()).toEqual([...REAL_NOW].sort());
  });

  it('switches trend details and contract charts to the night theme', () => {
    expect(findRoute('/trendDetails/BTC')?.theme).toBe('dark');
    expect(findRoute('/contract/chart/BTCUSDT')?.theme).toBe('dark');
    // A delivery series' dash is part of the one path segment.
    expect(findRoute('/contract/chart/BTCUSDT-5M')?.path).toBe('/contract/chart/:symbol');
  });

  it('finds routes by pathname, with parameters and any letter case', () => {
    expect(findRoute('/trade/ETH')?.path).toBe('/trade/:symbol');
    expect(findRoute('/commonproblem')?.path).toBe('/CommonProblem');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});
