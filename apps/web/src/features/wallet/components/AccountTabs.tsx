import { USER_WALLETS, type UserWalletName } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { FiatValue } from '../../settings/components/FiatValue';
import type { WalletAccount } from '../assets';
import { Masked } from './Masked';

interface AccountTabsProps {
  accounts: readonly WalletAccount[];
  value: UserWalletName;
  onChange: (wallet: UserWalletName) => void;
}

/** The five accounts in a fixed order, each with its total (compact: five share a row). */
export function AccountTabs({ accounts, value, onChange }: AccountTabsProps) {
  const { t } = useTranslation();
  return (
    <div className="wallet-tabs" role="tablist">
      {USER_WALLETS.map((wallet) => {
        const account = accounts.find((item) => item.wallet === wallet);
        const selected = wallet === value;
        return (
          <button
            key={wallet}
            type="button"
            role="tab"
            aria-selected={selected}
            className={selected ? 'wallet-tab active' : 'wallet-tab'}
            data-testid={`funds-tab-${wallet}`}
            onClick={() => onChange(wallet)}
          >
            <span className="wallet-tab-name">{t(`wallet.account.${wallet}`)}</span>
            <span className="wallet-tab-total">
              {account ? (
                <Masked>
                  {account.unpriced.length > 0 && '≈'}
                  <FiatValue usd={account.totalUsd} compact />
                </Masked>
              ) : (
                '--'
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
