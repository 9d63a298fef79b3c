import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The route table of spec section 2 (and the peer-to-peer and referral
 * routes it names), as data. A route without `screen` belongs to a later
 * issue: it keeps its guards and shows the shared "not available yet" page.
 */
export interface AppRoute {
  readonly path: string;
  /** Shows the bottom tab bar. */
  readonly footer?: true;
  /** Guests go to /login?redirect=<full path>. */
  readonly requireAuth?: true;
  /** Needs c2c_user_type other than 0; others see "not an acceptor" and go to /. */
  readonly isMerchant?: true;
  /** A theme forced while the screen shows: trend details switches to night. */
  readonly theme?: 'dark';
  readonly screen?: LazyExoticComponent<ComponentType>;
}

const home = lazy(() => import('../features/home/screens/HomeScreen'));
const userCenter = lazy(() => import('../features/me/screens/UserCenterScreen'));
const language = lazy(() => import('../features/settings/screens/LanguageScreen'));
const exchangeRate = lazy(() => import('../features/settings/screens/ExchangeRateScreen'));
const download = lazy(() => import('../features/download/screens/DownloadScreen'));
const announce = lazy(() => import('../features/content/screens/AnnounceScreen'));
const announceDetail = lazy(() => import('../features/content/screens/AnnounceDetailScreen'));
const helpCenter = lazy(() => import('../features/content/screens/HelpCenterScreen'));
const helpDetail = lazy(() => import('../features/content/screens/HelpDetailScreen'));
const commonProblem = lazy(() => import('../features/content/screens/CommonProblemScreen'));
const termsOfService = lazy(() => import('../features/content/screens/TermsScreen'));
const login = lazy(() => import('../features/account/screens/LoginScreen'));
const register = lazy(() => import('../features/account/screens/RegisterScreen'));
const verify = lazy(() => import('../features/account/screens/VerifyScreen'));
const setFond = lazy(() => import('../features/account/screens/SetFondScreen'));
const googleVerify = lazy(() => import('../features/account/screens/GoogleVerifyScreen'));
const finish = lazy(() => import('../features/account/screens/FinishScreen'));
const forget = lazy(() => import('../features/account/screens/ForgetScreen'));
const resetPassword = lazy(() => import('../features/account/screens/ResetPasswordScreen'));
const passSuccess = lazy(() => import('../features/account/screens/PassSuccessScreen'));
const safeVerify = lazy(() => import('../features/account/screens/SafeVerifyScreen'));
const safety = lazy(() => import('../features/account/screens/SafetyScreen'));
const changeVerify = lazy(() => import('../features/account/screens/ChangeVerifyScreen'));
const changePassword = lazy(() => import('../features/account/screens/ChangePasswordScreen'));
const changeFundsPassword = lazy(
  () => import('../features/account/screens/ChangeFundsPasswordScreen'),
);
const bindVerify = lazy(() => import('../features/account/screens/BindVerifyScreen'));
const resetVerify = lazy(() => import('../features/account/screens/ResetVerifyScreen'));
const resetSuccess = lazy(() => import('../features/account/screens/ResetSuccessScreen'));
const funds = lazy(() => import('../features/wallet/screens/FundsScreen'));
const assetDetail = lazy(() => import('../features/wallet/screens/AssetDetailScreen'));
const accountChange = lazy(() => import('../features/wallet/screens/AccountChangeScreen'));
const transfer = lazy(() => import('../features/wallet/screens/TransferScreen'));
const records = lazy(() => import('../features/funding/screens/RecordsScreen'));
const rechargeList = lazy(() => import('../features/funding/screens/RechargeListScreen'));
const rechargePage = lazy(() => import('../features/funding/screens/RechargePageScreen'));
const rechargeSubmit = lazy(() => import('../features/funding/screens/RechargeSubmitScreen'));
const rechargeDetail = lazy(() => import('../features/funding/screens/RechargeDetailScreen'));
const withdrawPage = lazy(() => import('../features/funding/screens/WithdrawPageScreen'));
const withdrawSubmit = lazy(() => import('../features/funding/screens/WithdrawSubmitScreen'));
const securityVerification = lazy(
  () => import('../features/funding/screens/SecurityVerificationScreen'),
);
const withdrawDetail = lazy(() => import('../features/funding/screens/WithdrawDetailScreen'));
const quotes = lazy(() => import('../features/market/screens/QuotesScreen'));
const trade = lazy(() => import('../features/spot/screens/TradeScreen'));
// The chart library loads with this screen only, keeping it out of the initial bundle.
const trendDetails = lazy(() => import('../features/market/screens/TrendDetailsScreen'));
const tradeRecord = lazy(() => import('../features/spot/screens/TradeRecordScreen'));
const orderDetail = lazy(() => import('../features/spot/screens/OrderDetailScreen'));
const tradeDetail = lazy(() => import('../features/spot/screens/TradeDetailScreen'));
const perpetualContract = lazy(() => import('../features/perp/screens/PerpetualContractScreen'));
const perpetualHistory = lazy(() => import('../features/perp/screens/PerpetualHistoryScreen'));
const profitLoss = lazy(() => import('../features/perp/screens/ProfitLossScreen'));
const deliveryContract = lazy(() => import('../features/delivery/screens/DeliveryContractScreen'));
const deliveryHistory = lazy(() => import('../features/delivery/screens/DeliveryHistoryScreen'));
const exchangePage = lazy(() => import('../features/flash/screens/ExchangePageScreen'));
const exchangeSubmit = lazy(() => import('../features/flash/screens/ExchangeSubmitScreen'));
const exchangeHistory = lazy(() => import('../features/flash/screens/ExchangeHistoryScreen'));

const TABS: readonly AppRoute[] = [
  { path: '/home', footer: true, screen: home },
  { path: '/quotes', footer: true, screen: quotes },
  { path: '/trade/:symbol', footer: true, screen: trade },
  { path: '/perpetualContract/:symbol', footer: true, screen: perpetualContract },
  { path: '/funds', footer: true, requireAuth: true, screen: funds },
  { path: '/userCenter', footer: true, screen: userCenter },
];

const SIGNED_IN: readonly AppRoute[] = [
  { path: '/exchange/exchangePage', requireAuth: true, screen: exchangePage },
  { path: '/accountChange', requireAuth: true, screen: accountChange },
  { path: '/promote', requireAuth: true },
  { path: '/c2c_normal_user', requireAuth: true },
  { path: '/c2cHelp', requireAuth: true },
  { path: '/c2c/c2cUser', requireAuth: true, isMerchant: true },
  { path: '/c2c/orderList', requireAuth: true, isMerchant: true },
  { path: '/c2c/advertise', requireAuth: true, isMerchant: true },
  { path: '/c2c/receivingBuy', requireAuth: true, isMerchant: true },
];

/**
 * The coin page and the transfer screen show the signed-in user's balances,
 * so they require login although spec section 2 does not list them: without
 * a session they could only fail. The spec describes transfers between
 * accounts but names no route for them; `/transfer` is ours. Likewise every
 * deposit and withdrawal screen that shows the user's addresses, balances or
 * records requires login; the coin list and the "I have sent it"
 * page show only public coin data, so guests may read them.
 */
const WALLET: readonly AppRoute[] = [
  { path: '/assetsCenter/index', requireAuth: true, screen: assetDetail },
  { path: '/transfer', requireAuth: true, screen: transfer },
  { path: '/assetsCenter/rechargeWithdrawRecord', requireAuth: true, screen: records },
  { path: '/recharge/rechargeList', screen: rechargeList },
  { path: '/recharge/rechargePage', requireAuth: true, screen: rechargePage },
  { path: '/recharge/rechargeSubmit', screen: rechargeSubmit },
  { path: '/recharge/rechargeDetail', requireAuth: true, screen: rechargeDetail },
  { path: '/withdraw/withdrawPage', requireAuth: true, screen: withdrawPage },
  { path: '/withdraw/withdrawSumbit', requireAuth: true, screen: withdrawSubmit },
  { path: '/withdraw/securityVerification', requireAuth: true, screen: securityVerification },
  // Peer-to-peer withdrawals arrive with the P2P issue.
  { path: '/withdraw/c2cSecurityVerification' },
  { path: '/withdraw/withdrawDetail', requireAuth: true, screen: withdrawDetail },
  // The confirm step and the records act on the user's own quotes: without a session they could only fail.
  { path: '/exchange/exchangeSubmit', requireAuth: true, screen: exchangeSubmit },
  { path: '/exchange/exchangeHistory', requireAuth: true, screen: exchangeHistory },
  // The user's contract profit and loss: it can only fail without a session.
  { path: '/profitLoss', requireAuth: true, screen: profitLoss },
];

/**
 * Market data is public (spec section 6: guests see market and trade pages).
 * A user's order records and details can only fail without a session, so
 * they require login although spec section 2 does not flag them. The spec
 * names both /entrustDetail and /orderDetail; both show one spot order.
 */
const TRADING: readonly AppRoute[] = [
  // The user's contract records, like the spot records below.
  { path: '/perpetualHistory', requireAuth: true, screen: perpetualHistory },
  { path: '/entrustDetail', requireAuth: true, screen: orderDetail },
  { path: '/orderDetail', requireAuth: true, screen: orderDetail },
  // Delivery series are public like perpetuals; their records are the user's own.
  { path: '/deliveryContract', screen: deliveryContract },
  { path: '/deliveryContractHistory', requireAuth: true, screen: deliveryHistory },
  { path: '/trendDetails/:symbol', theme: 'dark', screen: trendDetails },
  { path: '/tradeDetail', requireAuth: true, screen: tradeDetail },
  { path: '/tradeRecord/:symbol', requireAuth: true, screen: tradeRecord },
];

/**
 * Account and security. Screens that act on the signed-in account require
 * login even though spec section 2 lists only money and peer-to-peer routes
 * as requireAuth: without a session they could only fail.
 */
const ACCOUNT: readonly AppRoute[] = [
  { path: '/login', screen: login },
  { path: '/register', screen: register },
  { path: '/verify', requireAuth: true, screen: verify },
  { path: '/setFond', requireAuth: true, screen: setFond },
  { path: '/identity' },
  { path: '/gooleVerify', requireAuth: true, screen: googleVerify },
  { path: '/finish', requireAuth: true, screen: finish },
  { path: '/forget', screen: forget },
  { path: '/resetPassword', screen: resetPassword },
  { path: '/passSuccess', screen: passSuccess },
  { path: '/safeVerify', requireAuth: true, screen: safeVerify },
  { path: '/safety', requireAuth: true, screen: safety },
  { path: '/changeVerify', requireAuth: true, screen: changeVerify },
  { path: '/changePassword', requireAuth: true, screen: changePassword },
  { path: '/changeFundsPassword', requireAuth: true, screen: changeFundsPassword },
  { path: '/bindVerify', requireAuth: true, screen: bindVerify },
  // Works logged in or out: someone who lost a factor may not be able to log in.
  { path: '/resetVerify', screen: resetVerify },
  { path: '/resetSuccess', screen: resetSuccess },
  { path: '/language', screen: language },
  { path: '/exchangeRate', screen: exchangeRate },
];

const GENERAL: readonly AppRoute[] = [
  { path: '/CommonProblem', screen: commonProblem },
  { path: '/helpCenter', screen: helpCenter },
  { path: '/helpDetail', screen: helpDetail },
  { path: '/TermsOfService', screen: termsOfService },
  { path: '/announce', screen: announce },
  { path: '/announceDetail', screen: announceDetail },
  { path: '/customerService' },
  { path: '/download', screen: download },
];

export const APP_ROUTES: readonly AppRoute[] = [
  ...TABS,
  ...SIGNED_IN,
  ...WALLET,
  ...TRADING,
  ...ACCOUNT,
  ...GENERAL,
];
