import { Link } from 'react-router';
import { useOperator } from '../app/context';
import { idColumn, textColumn } from '../components/cells';
import type { Column } from '../components/columns';

/** A user id that opens the user's page for operators who may read users. */
export function UserLink(props: { id: number | null; label?: string | null }) {
  const operator = useOperator();
  if (props.id === null) return <>{props.label ?? '—'}</>;
  const text = props.label ?? String(props.id);
  if (!operator.permissions.includes('users.read')) return <>{text}</>;
  return (
    <Link to={`/users/${props.id}`} data-testid="user-link">
      {text}
    </Link>
  );
}

/** The `userId` column: the user's id, opening the user. */
export function userIdColumn<T>(header: string, get: (row: T) => number | null): Column<T> {
  return { ...idColumn('userId', header, get), render: (row) => <UserLink id={get(row)} /> };
}

/** The `uid` column: the user's UID, opening the user with that id. */
export function uidColumn<T>(
  header: string,
  getId: (row: T) => number | null,
  getUid: (row: T) => string | null,
): Column<T> {
  return {
    ...textColumn('uid', header, getUid),
    render: (row) => <UserLink id={getId(row)} label={getUid(row)} />,
  };
}
