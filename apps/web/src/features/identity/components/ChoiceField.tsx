import { DownOutline } from 'antd-mobile-icons';
import { useId } from 'react';

interface ChoiceFieldProps {
  label: string;
  name?: string;
  value: string;
  /** Shown while nothing is chosen; choosing it again is not possible. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  testId?: string;
}

/**
 * A labelled native select in the form's field style. Native, because a
 * phone's own picker handles a list of 250 countries better than a popup.
 */
export function ChoiceField(props: ChoiceFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      <div className={props.error ? 'field-box choice-box has-error' : 'field-box choice-box'}>
        <select
          id={id}
          name={props.name}
          className="field-input choice-select"
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-note` : undefined}
          data-testid={props.testId}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        >
          <option value="" disabled>
            {props.placeholder}
          </option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <DownOutline aria-hidden="true" className="choice-arrow" />
      </div>
      {props.error && (
        <div id={`${id}-note`} className="field-error" role="alert">
          {props.error}
        </div>
      )}
    </div>
  );
}
