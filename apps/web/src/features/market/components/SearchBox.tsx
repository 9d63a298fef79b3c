import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** A compact search input for coin lists, with a clear button once something is typed. */
export function SearchBox({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="market-search">
      <SearchOutline aria-hidden="true" />
      <input
        type="search"
        value={value}
        placeholder={t('market.search')}
        aria-label={t('market.search')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('market.clear')}
          onClick={() => onChange('')}
        >
          <CloseCircleFill />
        </button>
      )}
    </label>
  );
}
