import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../../account/factors';
import { formatBalance } from '../../wallet/format';
import type { Tone } from '../status';
import { StatusBadge } from './StatusBadge';

interface RecordRowProps {
  to: string;
  symbol: string;
  chain: string;
  /** Signed for display only: "+" for deposits, "-" for withdrawals. */
  sign: '+' | '-';
  amount: string;
  tone: Tone;
  statusText: string;
  createdAt: string;
}

/** One deposit or withdrawal in a list: coin, network, amount, status and time; opens its detail. */
export function RecordRow(props: RecordRowProps) {
  const locale = useLocale();
  return (
    <li>
      <Link to={props.to} className="record-row" data-testid="record-row">
        <div className="record-line">
          <span className="record-coin">
            <strong>{props.symbol}</strong>
            <span className="chip">{props.chain}</span>
          </span>
          <span className={props.sign === '+' ? 'record-amount in' : 'record-amount'}>
            {props.sign}
            {formatBalance(props.amount)}
          </span>
        </div>
        <div className="record-line muted small">
          <StatusBadge tone={props.tone} text={props.statusText} />
          <time dateTime={props.createdAt}>{formatDateTime(props.createdAt, locale)}</time>
          <RightOutline aria-hidden="true" className="record-arrow" />
        </div>
      </Link>
    </li>
  );
}
