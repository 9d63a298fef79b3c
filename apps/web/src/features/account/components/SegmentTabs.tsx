interface SegmentTabsProps<K extends string> {
  items: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  /** Each tab gets `${testIdPrefix}-${key}`. */
  testIdPrefix?: string;
}

/** A compact tab strip for switching a form's mode (account / phone / email). */
export function SegmentTabs<K extends string>({
  items,
  value,
  onChange,
  testIdPrefix,
}: SegmentTabsProps<K>) {
  return (
    <div className="segment-tabs" role="tablist">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === value}
          className={item.key === value ? 'segment-tab active' : 'segment-tab'}
          data-testid={testIdPrefix ? `${testIdPrefix}-${item.key}` : undefined}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
