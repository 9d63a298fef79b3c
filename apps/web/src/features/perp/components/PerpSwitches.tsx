import type { PerpAction, PerpDirection } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';

/** Open or close: the first choice of the form, as tabs. */
export function ActionTabs({
  value,
  onChange,
}: {
  value: PerpAction;
  onChange: (action: PerpAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="perp-action-tabs" role="tablist">
      {(['open', 'close'] as const).map((action) => (
        <button
          key={action}
          type="button"
          role="tab"
          aria-selected={value === action}
          className={value === action ? 'perp-action active' : 'perp-action'}
          data-testid={`action-${action}`}
          onClick={() => onChange(action)}
        >
          {t(`perp.action.${action}`)}
        </button>
      ))}
    </div>
  );
}

/** Long (green, buys to open) and short (red, sells to open). */
export function DirectionSwitch({
  value,
  onChange,
}: {
  value: PerpDirection;
  onChange: (direction: PerpDirection) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="side-switch" role="tablist">
      {(['long', 'short'] as const).map((direction) => {
        const side = direction === 'long' ? 'buy' : 'sell';
        return (
          <button
            key={direction}
            type="button"
            role="tab"
            aria-selected={value === direction}
            className={value === direction ? `side-tab ${side} active` : `side-tab ${side}`}
            data-testid={`direction-${direction}`}
            onClick={() => onChange(direction)}
          >
            {t(`perp.direction.${direction}`)}
          </button>
        );
      })}
    </div>
  );
}
