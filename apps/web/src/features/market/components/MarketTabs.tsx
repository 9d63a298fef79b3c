interface MarketTabsProps<K extends string> {
  items: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  testIdPrefix: string;
  className?: string;
}

/** Underlined text tabs, the exchange style for list and panel switches. */
export function MarketTabs<K extends string>({
  items,
  value,
  onChange,
  testIdPrefix,
  className,
}: MarketTabsProps<K>) {
  return (
    <div className={className ? `market-tabs ${className}` : 'market-tabs'} role="tablist">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === value}
          className={item.key === value ? 'market-tab active' : 'market-tab'}
          data-testid={`${testIdPrefix}-${item.key}`}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
