import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import './entry-row.css';

/**
 * A row leading to another screen: an icon drawn by the caller's class,
 * a title, a line of text and an arrow (the promotion centre's ways to red
 * packets and activities).
 */
export function EntryRow(props: {
  to: string;
  title: string;
  text: string;
  iconClassName: string;
  testId: string;
}) {
  return (
    <Link to={props.to} className="entry-row" data-testid={props.testId}>
      <span className={`entry-row-icon ${props.iconClassName}`} aria-hidden="true" />
      <span className="entry-row-text">
        <strong>{props.title}</strong>
        <span className="muted small">{props.text}</span>
      </span>
      <RightOutline aria-hidden="true" className="entry-row-arrow" />
    </Link>
  );
}
