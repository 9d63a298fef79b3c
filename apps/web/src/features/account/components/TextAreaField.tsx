import { useId } from 'react';

/** A labelled native textarea with a character counter. */
export function TextAreaField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  placeholder?: string;
  maxLength: number;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      <div className={props.error ? 'field-box area has-error' : 'field-box area'}>
        <textarea
          id={id}
          className="field-input"
          rows={5}
          value={props.value}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          data-testid={props.testId}
          aria-invalid={props.error ? true : undefined}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        />
        <span className="field-counter muted small">
          {props.value.length}/{props.maxLength}
        </span>
      </div>
      {props.error && (
        <div className="field-error" role="alert">
          {props.error}
        </div>
      )}
    </div>
  );
}
