import { DownOutline } from 'antd-mobile-icons';

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  testId?: string;
}

/**
 * A native select styled as a chip: phones show their own wheel or sheet,
 * screen readers and browser tests get a real control.
 */
export function FilterSelect({ label, value, options, onChange, testId }: FilterSelectProps) {
  return (
    <label className={value ? 'filter-chip active' : 'filter-chip'}>
      <select
        aria-label={label}
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
      <DownOutline aria-hidden="true" className="filter-chip-arrow" />
    </label>
  );
}
