import { MARGIN_MODES, type MarginMode } from '@exchange/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetMarginMode } from '../mutations';
import { ChipSheet } from './ChipSheet';

interface MarginModePickerProps {
  symbol: string;
  /** The contract's mode for this user: isolated until they choose otherwise. */
  value: MarginMode;
  /** The margin asset the cross positions share the free balance of. */
  asset: string;
  /** Guests see the default mode, with nothing to change. */
  signedIn: boolean;
}

/**
 * Isolated or cross, per contract: a chip beside the leverage that opens a
 * sheet saying what each risks. The server refuses a change while a
 * position or an open order is in the contract and its reason is toasted;
 * the sheet stays open so the choice can be read again.
 */
export function MarginModePicker({ symbol, value, asset, signedIn }: MarginModePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const change = useSetMarginMode(symbol);
  const label = t(`perp.marginMode.${value}`);
  if (!signedIn) {
    return (
      <span className="leverage-chip margin-mode-chip" data-testid="margin-mode-value">
        {label}
      </span>
    );
  }
  const choose = async (mode: MarginMode) => {
    if (mode !== value) {
      try {
        await change.mutateAsync(mode);
      } catch {
        return; // toasted with the server's reason
      }
    }
    setOpen(false);
  };
  return (
    <ChipSheet
      chip={<span data-testid="margin-mode-value">{label}</span>}
      title={t('perp.marginMode.title')}
      testId="margin-mode"
      className="margin-mode-chip"
      open={open}
      onOpenChange={setOpen}
    >
      <ul className="margin-mode-list" data-testid="margin-mode-list">
        {MARGIN_MODES.map((mode) => (
          <li key={mode}>
            <button
              type="button"
              className={mode === value ? 'margin-mode-option active' : 'margin-mode-option'}
              aria-pressed={mode === value}
              disabled={change.isPending}
              data-testid={`margin-mode-${mode}`}
              onClick={() => void choose(mode)}
            >
              <strong>{t(`perp.marginMode.${mode}`)}</strong>
              <span className="muted small">{t(`perp.marginMode.explain.${mode}`, { asset })}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="sheet-note muted small">{t('perp.marginMode.note')}</p>
    </ChipSheet>
  );
}
