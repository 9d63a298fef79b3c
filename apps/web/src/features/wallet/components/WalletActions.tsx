import {
  DownlandOutline,
  LoopOutline,
  UnorderedListOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '../../../i18n/types';
import { withQuery } from '../params';

interface Action {
  key: 'deposit' | 'withdraw' | 'transfer' | 'history';
  icon: ReactNode;
  path: string;
  /** The query key that carries the coin to the target screen. */
  param: string;
}

const ACTIONS: readonly Action[] = [
  { key: 'deposit', icon: <DownlandOutline />, path: '/recharge/rechargeList', param: 'symbol' },
  { key: 'withdraw', icon: <UploadOutline />, path: '/withdraw/withdrawPage', param: 'symbol' },
  { key: 'transfer', icon: <LoopOutline />, path: '/transfer', param: 'asset' },
  { key: 'history', icon: <UnorderedListOutline />, path: '/accountChange', param: 'asset' },
];

/** Deposit, withdraw, transfer and history; on a coin's page they open for that coin. */
export function WalletActions({ symbol }: { symbol?: string }) {
  const { t } = useTranslation();
  return (
    <nav className="wallet-actions">
      {ACTIONS.map((action) => {
        const label: TextKey = `wallet.action.${action.key}`;
        const to = withQuery(action.path, { [action.param]: symbol });
        return (
          <Link
            key={action.key}
            to={to}
            className="wallet-action"
            data-testid={`funds-${action.key}`}
          >
            <span className="wallet-action-icon">{action.icon}</span>
            <span className="wallet-action-label">{t(label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
