import type { AssetBalance, UserWalletName } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../format';
import { Masked } from './Masked';

type AccountBalance = AssetBalance & { wallet: UserWalletName };

/** One coin in each of the five accounts. */
export function AccountBalances({
  accounts,
  decimals,
}: {
  accounts: readonly AccountBalance[];
  decimals: number;
}) {
  const { t } = useTranslation();
  return (
    <ul className="wallet-card-list">
      {accounts.map((account) => (
        <li key={account.wallet} className="balance-card" data-testid={`detail-${account.wallet}`}>
          <div className="balance-head">
            <span>{t(`wallet.account.${account.wallet}`)}</span>
            <strong>
              <Masked>{formatBalance(account.total, decimals)}</Masked>
            </strong>
          </div>
          <dl className="asset-parts">
            {(['available', 'frozen', 'locked'] as const).map((part) => (
              <div key={part}>
                <dt>{t(`wallet.${part}`)}</dt>
                <dd>
                  <Masked>{formatBalance(account[part], decimals)}</Masked>
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
