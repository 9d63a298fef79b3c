import { useTranslation } from 'react-i18next';

/** Where a trade's coins come from and wait: the spot wallet, in escrow. */
export function WalletNote() {
  const { t } = useTranslation();
  return (
    <p className="notice p2p-wallet-note" data-testid="p2p-wallet-note">
      {t('p2p.common.walletNote')}
    </p>
  );
}

/** A demo session is refused by every ad and order call: say so instead of failing. */
export function TradeDemoNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice" data-testid="p2p-demo">
      {t('p2p.common.demo')}
    </p>
  );
}
