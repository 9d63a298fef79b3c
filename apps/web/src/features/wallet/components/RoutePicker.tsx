import { USER_WALLETS, type UserWalletName } from '@exchange/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RoutePickerProps {
  from: UserWalletName;
  to: UserWalletName;
  onChange: (route: { from: UserWalletName; to: UserWalletName }) => void;
  error: string | undefined;
}

function SwapIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path
        d="M7 4v15m0 0-3.5-3.5M7 19l3.5-3.5M17 20V5m0 0-3.5 3.5M17 5l3.5 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** From and to accounts, one above the other, with a button that swaps them. */
export function RoutePicker({ from, to, onChange, error }: RoutePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const options = USER_WALLETS.map((wallet) => (
    <option key={wallet} value={wallet}>
      {t(`wallet.account.${wallet}`)}
    </option>
  ));
  const pick = (raw: string) => USER_WALLETS.find((wallet) => wallet === raw);
  return (
    <div className="field">
      <div className={error ? 'transfer-route has-error' : 'transfer-route'}>
        <div className="route-rows">
          <label className="route-row" htmlFor={`${id}-from`}>
            <span className="route-label">{t('wallet.transfer.from')}</span>
            <select
              id={`${id}-from`}
              value={from}
              data-testid="transfer-from"
              onChange={(event) => onChange({ from: pick(event.target.value) ?? from, to })}
            >
              {options}
            </select>
          </label>
          <label className="route-row" htmlFor={`${id}-to`}>
            <span className="route-label">{t('wallet.transfer.to')}</span>
            <select
              id={`${id}-to`}
              value={to}
              data-testid="transfer-to"
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange({ from, to: pick(event.target.value) ?? to })}
            >
              {options}
            </select>
          </label>
        </div>
        <button
          type="button"
          className="route-swap"
          aria-label={t('wallet.transfer.swap')}
          data-testid="transfer-swap"
          onClick={() => onChange({ from: to, to: from })}
        >
          <SwapIcon />
        </button>
      </div>
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
