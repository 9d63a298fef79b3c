import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** The favourite toggle of a market row. */
export function StarButton({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={active ? 'star-button active' : 'star-button'}
      aria-pressed={active}
      aria-label={t(active ? 'market.quotes.removeFavourite' : 'market.quotes.addFavourite')}
      data-testid="favourite-toggle"
      onClick={(event) => {
        // The row around the star is a link to the market; the star must not open it.
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
    >
      {active ? <StarFill /> : <StarOutline />}
    </button>
  );
}
