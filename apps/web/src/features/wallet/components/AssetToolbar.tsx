import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

interface AssetToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  hideZero: boolean;
  onHideZero: (hide: boolean) => void;
}

/** Search by symbol or name, and the "hide zero balances" choice (real inputs, for browser tests). */
export function AssetToolbar({ query, onQuery, hideZero, onHideZero }: AssetToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="asset-toolbar">
      <label className="asset-search">
        <SearchOutline aria-hidden="true" />
        <input
          type="search"
          value={query}
          placeholder={t('wallet.search')}
          aria-label={t('wallet.search')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="funds-search"
          onChange={(event) => onQuery(event.target.value)}
        />
      </label>
      <label className="asset-hide-zero">
        <input
          type="checkbox"
          className="wallet-check"
          checked={hideZero}
          data-testid="funds-hide-zero"
          onChange={(event) => onHideZero(event.target.checked)}
        />
        <span>{t('wallet.hideZero')}</span>
      </label>
    </div>
  );
}
