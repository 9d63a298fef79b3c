import { Link } from 'react-router';
import { useOperator } from '../app/context';

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
