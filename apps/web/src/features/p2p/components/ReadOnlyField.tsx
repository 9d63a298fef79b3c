import { useId } from 'react';

/** A labelled value the user may see and copy but not change, in the form's field style. */
export function ReadOnlyField(props: {
  label: string;
  value: string;
  hint?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      <div className="field-box read-only">
        <input
          id={id}
          className="field-input"
          value={props.value}
          readOnly
          aria-describedby={props.hint ? `${id}-note` : undefined}
          data-testid={props.testId}
        />
      </div>
      {props.hint && (
        <div id={`${id}-note`} className="field-hint">
          {props.hint}
        </div>
      )}
    </div>
  );
}
