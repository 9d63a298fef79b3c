import type { PerpMaintenanceTier } from '@exchange/contracts';
import { Button, Slider } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, leverageText } from '../format';
import { tierCap } from '../perpMath';
import { ChipSheet } from './ChipSheet';

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

/** At most this many labelled marks under the slider, so that the labels never crowd. */
const MAX_LABELS = 8;

/**
 * The slider's marks by stop. Every offered leverage is a stop (antd-mobile
 * moves only onto marks); when there are many, only evenly spaced ones and
 * always the first and the last (the cap) are labelled, so that the labels
 * never crowd.
 */
export function sliderMarks(leverages: readonly number[]): Record<number, string> {
  const every = Math.ceil(leverages.length / MAX_LABELS);
  const marks: Record<number, string> = {};
  leverages.forEach((leverage, stop) => {
    const labelled = stop % every === 0 || stop === leverages.length - 1;
    marks[stop] = labelled ? leverageText(leverage) : '';
  });
  return marks;
}

/** The stop of the offered leverage nearest to `value` (a held leverage may no longer be offered). */
function stopOf(leverages: readonly number[], value: number): number {
  let nearest = 0;
  leverages.forEach((leverage, stop) => {
    const best = leverages[nearest] ?? leverage;
    if (Math.abs(leverage - value) < Math.abs(best - value)) nearest = stop;
  });
  return nearest;
}

/**
 * A leverage chip that opens a sheet: a slider over the offered leverages,
 * from the lowest to the contract's cap, and each of them as a button with
 * the largest position it allows. The server takes only offered leverages,
 * so the slider steps from one to the next rather than through every whole
 * number. Above a tier's cap the server refuses the order
 * (LEVERAGE_ABOVE_TIER), so the caps are shown before choosing, not after
 * failing.
 */
export function LeveragePicker(props: LeveragePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { leverages, value } = props;
  const capText = (leverage: number) => {
    if (props.tiers.length === 0) return null;
    const cap = tierCap(props.tiers, leverage);
    return cap === null
      ? t('perp.leverage.noCap')
      : t('perp.leverage.cap', { max: formatMoney(cap), asset: props.capAsset });
  };
  const pick = (leverage: number) => {
    props.onChange(leverage);
    setOpen(false);
  };
  const slide = (stop: number) => {
    const leverage = leverages[stop];
    if (leverage !== undefined && leverage !== value) props.onChange(leverage);
  };
  const chosenCap = capText(value);
  return (
    <ChipSheet
      chip={
        <strong className="num" data-testid="leverage-value">
          {leverageText(value)}
        </strong>
      }
      title={t('perp.leverage.title')}
      testId="leverage"
      open={open}
      onOpenChange={setOpen}
    >
      <div className="leverage-readout">
        <strong className="num" data-testid="leverage-chosen">
          {leverageText(value)}
        </strong>
        {chosenCap !== null && <span className="muted small num">{chosenCap}</span>}
      </div>
      {leverages.length > 1 && (
        <div className="leverage-slider" data-testid="leverage-slider">
          <Slider
            min={0}
            max={leverages.length - 1}
            step={1}
            ticks
            marks={sliderMarks(leverages)}
            value={stopOf(leverages, value)}
            popover={(stop) => leverageText(leverages[stop] ?? value)}
            onChange={(stop) => slide(typeof stop === 'number' ? stop : stop[1])}
          />
        </div>
      )}
      <ul className="leverage-grid" data-testid="leverage-list">
        {leverages.map((leverage) => {
          const cap = capText(leverage);
          return (
            <li key={leverage}>
              <button
                type="button"
                className={leverage === value ? 'leverage-option active' : 'leverage-option'}
                aria-pressed={leverage === value}
                data-testid={`leverage-${leverage}`}
                onClick={() => pick(leverage)}
              >
                <strong className="num">{leverageText(leverage)}</strong>
                {cap !== null && <span className="muted small num">{cap}</span>}
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
      <Button
        block
        color="primary"
        className="sheet-done"
        data-testid="leverage-done"
        onClick={() => setOpen(false)}
      >
        {t('perp.leverage.done')}
      </Button>
    </ChipSheet>
  );
}
