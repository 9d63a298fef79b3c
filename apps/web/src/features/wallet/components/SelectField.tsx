import { DownOutline } from 'antd-mobile-icons';
import { useId } from 'react';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  testId?: string;
}

/** A labelled native select in the form's field style; the test id sits on the <select>. */
export function SelectField({ label, value, options, onChange, testId }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box select-box">
        <select
          id={id}
          className="field-input field-select"
          value={value}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <DownOutline aria-hidden="true" className="select-arrow" />
      </div>
    </div>
  );
}
