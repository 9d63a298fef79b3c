/** A user as the referral lists show one: the UID, then the masked name when it says more. */
export function UserCell(props: { uid: string; name: string; testId: string }) {
  return (
    <span className="nowrap" data-testid={props.testId}>
      <span className="mono">{props.uid}</span>
      {props.name && props.name !== props.uid && <span className="muted"> {props.name}</span>}
    </span>
  );
}

/** The same as text, for sorting, the export and titles. */
export const userText = (uid: string, name: string): string =>
  name && name !== uid ? `${uid} ${name}` : uid;
