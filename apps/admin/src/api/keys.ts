import type { QueryParams } from './client';

/**
 * Query keys, one factory per server resource: `all` is what a change to the
 * resource invalidates, `list` one page of it.
 */
function resource<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    list: (query: QueryParams) => [name, 'list', query] as const,
    one: (id: number) => [name, 'one', id] as const,
  };
}

export const keys = {
  users: resource('users'),
  resets: resource('resets'),
  withdrawals: resource('withdrawals'),
  deposits: resource('deposits'),
  ledger: resource('ledger'),
  adjustments: resource('adjustments'),
  operators: resource('operators'),
  roles: resource('roles'),
  audit: resource('audit'),
  coins: resource('coins'),
  currencies: resource('currencies'),
  settings: resource('settings'),
  spotMarkets: resource('spotMarkets'),
  contracts: resource('contracts'),
  content: resource('content'),
  identity: resource('identity'),
  business: resource('business'),
  identityLimits: resource('identityLimits'),
  identitySettings: resource('identitySettings'),
  businessDeposits: resource('businessDeposits'),
  p2pPaymentTypes: resource('p2pPaymentTypes'),
  p2pSettings: resource('p2pSettings'),
  p2pRiskClasses: resource('p2pRiskClasses'),
  p2pAppeals: resource('p2pAppeals'),
  p2pAds: resource('p2pAds'),
  p2pMerchants: resource('p2pMerchants'),
  supportQueue: resource('supportQueue'),
  supportDesk: resource('supportDesk'),
  supportCanned: resource('supportCanned'),
  supportAgents: resource('supportAgents'),
};
