import { formatAmount, ROUNDING, scaleOf, toPlainString, type Decimal } from '@exchange/money';
import { useTranslation } from 'react-i18next';
import { BOOK_LAYOUTS, type BookLayout } from '../bookGrouping';
import type { BookChoice } from '../bookPrefs';
import './book-controls.css';

/** A step as offered: its own decimals, grouped in threes ("0.01", "1,000"). */
function stepText(step: Decimal): string {
  return formatAmount(step, { places: scaleOf(step), rounding: ROUNDING.down });
}

/**
 * The grouping step of a book. A native select, so the phone's own picker
 * shows the choices; hidden when the market has no readable tick, and
 * disabled while the price allows only the tick.
 */
export function PrecisionSelect({ choice }: { choice: BookChoice }) {
  const { t } = useTranslation();
  if (choice.step === null) return null;
  return (
    <select
      className="book-precision num"
      value={toPlainString(choice.step)}
      aria-label={t('market.book.precision')}
      title={t('market.book.precision')}
      data-testid="book-precision"
      disabled={choice.steps.length < 2}
      onChange={(event) => choice.chooseStep(event.target.value)}
    >
      {choice.steps.map((step) => (
        <option key={toPlainString(step)} value={toPlainString(step)}>
          {stepText(step)}
        </option>
      ))}
    </select>
  );
}

/** Bars in the sides' colours, top to bottom, as the layout shows the book. */
const ICON_BARS: Record<BookLayout, readonly ('down' | 'up')[]> = {
  both: ['down', 'down', 'up', 'up'],
  bids: ['up', 'up', 'up', 'up'],
  asks: ['down', 'down', 'down', 'down'],
};

function LayoutIcon({ layout }: { layout: BookLayout }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true">
      {ICON_BARS[layout].map((tone, index) => (
        <rect
          key={index}
          className={tone}
          x="0"
          y={index * 3 + 0.5}
          width="12"
          height="2"
          rx="0.5"
        />
      ))}
    </svg>
  );
}

/** Both sides, bids only or asks only: icons, each named for screen readers and on hover. */
export function LayoutSwitch({ choice }: { choice: BookChoice }) {
  const { t } = useTranslation();
  return (
    <div className="book-layouts" role="group" aria-label={t('market.book.layout')}>
      {BOOK_LAYOUTS.map((layout) => (
        <button
          key={layout}
          type="button"
          className="book-layout"
          aria-pressed={layout === choice.layout}
          aria-label={t(`market.book.${layout}`)}
          title={t(`market.book.${layout}`)}
          data-testid={`book-layout-${layout}`}
          onClick={() => choice.chooseLayout(layout)}
        >
          <LayoutIcon layout={layout} />
        </button>
      ))}
    </div>
  );
}

/** The line above a trade screen's book: its layout, then its grouping step. */
export function BookControls({ choice }: { choice: BookChoice }) {
  return (
    <div className="book-controls" data-testid="book-controls">
      <LayoutSwitch choice={choice} />
      <PrecisionSelect choice={choice} />
    </div>
  );
}
