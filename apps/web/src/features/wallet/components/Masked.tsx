import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_TEXT } from '../format';
import { useWalletPrefs } from '../prefs';

/** Its children, or **** while the user has chosen to hide balances. */
export function Masked({ children }: { children: ReactNode }) {
  const hidden = useWalletPrefs((state) => state.hideBalances);
  return hidden ? <span className="wallet-masked">{HIDDEN_TEXT}</span> : <>{children}</>;
}

/** Hides or shows every balance; the choice is remembered on this device. */
export function EyeToggle() {
  const { t } = useTranslation();
  const hidden = useWalletPrefs((state) => state.hideBalances);
  const setHidden = useWalletPrefs((state) => state.setHideBalances);
  return (
    <button
      type="button"
      className="icon-button wallet-eye"
      aria-label={hidden ? t('wallet.showBalances') : t('wallet.hideBalances')}
      aria-pressed={hidden}
      data-testid="funds-eye"
      onClick={() => setHidden(!hidden)}
    >
      {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
    </button>
  );
}
