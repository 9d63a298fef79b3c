import type { PerpMaintenanceTier } from '@exchange/contracts';
import { Popup } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, leverageText } from '../format';
import { tierCap } from '../perpMath';

interface LeveragePickerProps {
  leverages: readonly number[];
  value: number;
  onChange: (leverage: number) => void;
  tiers: readonly PerpMaintenanceTier[];
  /** The unit of the tier caps: USDT for a linear contract, USD for an inverse one. */
  capAsset: string;
  /** The open position's leverage, which new openings must match. */
  held?: number | undefined;
}

/**
 * Isolated margin at a chosen leverage: a chip that opens a sheet of the
 * offered leverages, each with the largest position it allows. Above a
 * tier's cap the server refuses the order (LEVERAGE_ABOVE_TIER), so the caps
 * are shown before choosing, not after failing.
 */
export function LeveragePicker(props: LeveragePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pick = (leverage: number) => {
    props.onChange(leverage);
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="leverage-chip"
        data-testid="leverage-open"
        aria-label={t('perp.leverage.title')}
        onClick={() => setOpen(true)}
      >
        <span className="leverage-mode">{t('perp.form.isolated')}</span>
        <strong className="num" data-testid="leverage-value">
          {leverageText(props.value)}
        </strong>
        <DownFill className="pair-arrow" />
      </button>
      <Popup
        visible={open}
        position="bottom"
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="leverage-sheet"
      >
        <h2 className="sheet-title">{t('perp.leverage.title')}</h2>
        <ul className="leverage-grid" data-testid="leverage-list">
          {props.leverages.map((leverage) => {
            const cap = props.tiers.length === 0 ? undefined : tierCap(props.tiers, leverage);
            return (
              <li key={leverage}>
                <button
                  type="button"
                  className={
                    leverage === props.value ? 'leverage-option active' : 'leverage-option'
                  }
                  aria-pressed={leverage === props.value}
                  data-testid={`leverage-${leverage}`}
                  onClick={() => pick(leverage)}
                >
                  <strong className="num">{leverageText(leverage)}</strong>
                  {cap !== undefined && (
                    <span className="muted small num">
                      {cap === null
                        ? t('perp.leverage.noCap')
                        : t('perp.leverage.cap', { max: formatMoney(cap), asset: props.capAsset })}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <p className="sheet-note muted small">
          {props.held === undefined
            ? t('perp.leverage.note')
            : t('perp.leverage.held', { leverage: leverageText(props.held) })}
        </p>
      </Popup>
    </>
  );
}
