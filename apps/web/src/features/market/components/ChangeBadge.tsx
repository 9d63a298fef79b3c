import { formatChange, toneOf } from '../format';

/** The 24-hour change as a coloured pill: green up, red down, grey flat or before any trade. */
export function ChangeBadge({
  changePercent,
  traded,
  solid = true,
}: {
  changePercent: string;
  /** False before the market's first trade: there is no change to show. */
  traded: boolean;
  /** A filled pill in lists; plain coloured text in headers. */
  solid?: boolean;
}) {
  const tone = traded ? toneOf(changePercent) : 'flat';
  const text = traded ? formatChange(changePercent) : '--';
  return <span className={`change ${solid ? 'change-solid' : 'change-text'} ${tone}`}>{text}</span>;
}
