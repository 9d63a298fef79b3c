/**
 * Risk mathematics for perpetual and delivery futures: contract values,
 * margin (isolated and cross), PnL, liquidation and bankruptcy prices, mark price, funding, and
 * take-profit / stop-loss checks. Pure and exact: every value is a bigint
 * of 10^-12 units (`Fixed`), every rounding favours the exchange's solvency
 * and is named at the function that does it.
 */
export { DECIMALS, fx, fxToString, mulDiv, ONE, ROUNDINGS } from './fixed.js';
export type { Fixed, Rounding } from './fixed.js';
export {
  CONTRACT_KINDS,
  defineContract,
  POSITION_SIDES,
  positionValue,
  tierFor,
  tiersOf,
  tradingFee,
} from './contract.js';
export type {
  ContractKind,
  ContractSpec,
  MaintenanceTier,
  PositionSide,
  Tier,
} from './contract.js';
export {
  initialMargin,
  maintenanceMargin,
  marginRate,
  realisedPnl,
  unrealisedPnl,
} from './margin.js';
export { bankruptcyPrice, isLiquidatable, liquidationPrice } from './liquidation.js';
export {
  crossEffectiveMargin,
  crossEquityExact,
  crossLiquidationPrice,
  crossMaintenanceExact,
  crossMarginRate,
  isCrossLiquidatable,
} from './cross.js';
export type { CrossAccount, CrossPosition } from './cross.js';
export {
  DEFAULT_FUNDING,
  emaBasis,
  fundingPayment,
  fundingRate,
  markPrice,
  premiumIndex,
  settleFunding,
} from './funding.js';
export type { FundingParams, FundingPosition, FundingSettlement } from './funding.js';
export {
  ADJUSTMENT_REJECTIONS,
  checkAdjustment,
  checkTriggers,
  MAX_ADJUSTMENT_RATE,
  TRIGGER_REJECTIONS,
} from './triggers.js';
export type { AdjustmentRejection, TriggerCheck, TriggerRejection } from './triggers.js';
