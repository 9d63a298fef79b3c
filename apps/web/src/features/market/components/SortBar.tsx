import { useTranslation } from 'react-i18next';
import type { MarketSort, SortKey } from '../marketList';

function Arrows({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <span className="sort-arrows" aria-hidden="true">
      <i className={direction === 'asc' ? 'on' : undefined}>▲</i>
      <i className={direction === 'desc' ? 'on' : undefined}>▼</i>
    </span>
  );
}

/** The column headers of the market list; each taps through descending, ascending and off. */
export function SortBar({
  sort,
  onSort,
  nameLabel,
}: {
  sort: MarketSort | null;
  onSort: (key: SortKey) => void;
  /** The first column's heading when the rows are not pairs (contracts). */
  nameLabel?: string | undefined;
}) {
  const { t } = useTranslation();
  const button = (key: SortKey, className: string) => {
    const direction = sort?.key === key ? sort.direction : null;
    return (
      <button
        type="button"
        className={`sort-button ${className}`}
        data-testid={`sort-${key}`}
        data-direction={direction ?? 'none'}
        onClick={() => onSort(key)}
      >
        {key === 'name' && nameLabel !== undefined ? nameLabel : t(`market.sort.${key}`)}
        <Arrows direction={direction} />
      </button>
    );
  };
  return (
    <div className="sort-bar">
      {button('name', 'sort-name')}
      {button('price', 'sort-price')}
      {button('change', 'sort-change')}
    </div>
  );
}
