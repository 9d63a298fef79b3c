import type { Permission } from '@exchange/contracts';
import type { TextKey } from '../i18n';

/**
 * The console's sections, in navigation order. A section is listed only to
 * operators whose role holds its permission, and its route refuses the rest
 * (the server refuses them too: this only keeps the menu honest).
 */
export interface Section {
  readonly id: string;
  readonly path: string;
  readonly label: TextKey;
  readonly group: TextKey;
  /** null: every signed-in operator. */
  readonly permission: Permission | null;
}

export const SECTIONS = [
  {
    id: 'dashboard',
    path: '/',
    label: 'nav.dashboard',
    group: 'nav.group.overview',
    permission: null,
  },
  {
    id: 'users',
    path: '/users',
    label: 'nav.users',
    group: 'nav.group.users',
    permission: 'users.read',
  },
  {
    id: 'apiKeys',
    path: '/api-keys',
    label: 'nav.apiKeys',
    group: 'nav.group.users',
    permission: 'users.read',
  },
  {
    id: 'resets',
    path: '/resets',
    label: 'nav.resets',
    group: 'nav.group.users',
    permission: 'users.security',
  },
  {
    id: 'identity',
    path: '/identity',
    label: 'nav.identity',
    group: 'nav.group.users',
    permission: 'identity.review',
  },
  {
    id: 'withdrawals',
    path: '/withdrawals',
    label: 'nav.withdrawals',
    group: 'nav.group.money',
    permission: 'withdrawals.review',
  },
  {
    id: 'deposits',
    path: '/deposits',
    label: 'nav.deposits',
    group: 'nav.group.money',
    permission: 'deposits.read',
  },
  {
    id: 'ledger',
    path: '/ledger',
    label: 'nav.ledger',
    group: 'nav.group.money',
    permission: 'ledger.read',
  },
  {
    id: 'liabilities',
    path: '/liabilities',
    label: 'nav.liabilities',
    group: 'nav.group.money',
    permission: 'ledger.read',
  },
  {
    id: 'adjustments',
    path: '/adjustments',
    label: 'nav.adjustments',
    group: 'nav.group.money',
    permission: 'ledger.read',
  },
  {
    id: 'p2p',
    path: '/p2p',
    label: 'nav.p2p',
    group: 'nav.group.money',
    permission: 'p2p.arbitrate',
  },
  {
    id: 'credit',
    path: '/credit',
    label: 'nav.credit',
    group: 'nav.group.money',
    permission: 'credit.review',
  },
  {
    id: 'earn',
    path: '/earn',
    label: 'nav.earn',
    group: 'nav.group.money',
    permission: 'earn.manage',
  },
  {
    id: 'referral',
    path: '/referral',
    label: 'nav.referral',
    group: 'nav.group.money',
    permission: 'referral.manage',
  },
  {
    id: 'miningMachines',
    path: '/mining/machines',
    label: 'nav.miningMachines',
    group: 'nav.group.mining',
    permission: 'earn.manage',
  },
  {
    id: 'miningPrices',
    path: '/mining/hash-prices',
    label: 'nav.miningPrices',
    group: 'nav.group.mining',
    permission: 'earn.manage',
  },
  {
    id: 'miningIncome',
    path: '/mining/income',
    label: 'nav.miningIncome',
    group: 'nav.group.mining',
    permission: 'earn.manage',
  },
  {
    id: 'support',
    path: '/support',
    label: 'nav.support',
    group: 'nav.group.support',
    permission: 'support.chat',
  },
  {
    id: 'supportAgents',
    path: '/support/agents',
    label: 'nav.supportAgents',
    group: 'nav.group.support',
    permission: 'support.manage',
  },
  {
    id: 'supportCanned',
    path: '/support/canned',
    label: 'nav.supportCanned',
    group: 'nav.group.support',
    permission: 'support.manage',
  },
  {
    id: 'operators',
    path: '/operators',
    label: 'nav.operators',
    group: 'nav.group.access',
    permission: 'operators.manage',
  },
  {
    id: 'roles',
    path: '/roles',
    label: 'nav.roles',
    group: 'nav.group.access',
    permission: 'operators.manage',
  },
  {
    id: 'audit',
    path: '/audit',
    label: 'nav.audit',
    group: 'nav.group.access',
    permission: 'audit.read',
  },
  {
    id: 'config',
    path: '/config',
    label: 'nav.config',
    group: 'nav.group.settings',
    permission: 'config.manage',
  },
  {
    id: 'markets',
    path: '/markets',
    label: 'nav.markets',
    group: 'nav.group.settings',
    permission: 'config.manage',
  },
  {
    id: 'contracts',
    path: '/contracts',
    label: 'nav.contracts',
    group: 'nav.group.settings',
    permission: 'config.manage',
  },
  {
    id: 'lending',
    path: '/lending',
    label: 'nav.lending',
    group: 'nav.group.settings',
    permission: 'config.manage',
  },
  {
    id: 'content',
    path: '/content',
    label: 'nav.content',
    group: 'nav.group.site',
    permission: 'content.manage',
  },
] as const satisfies readonly Section[];

export type SectionId = (typeof SECTIONS)[number]['id'];

export function visibleSections(permissions: readonly Permission[]): readonly Section[] {
  return SECTIONS.filter((s) => s.permission === null || permissions.includes(s.permission));
}
