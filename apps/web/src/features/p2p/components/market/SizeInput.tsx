import { useTranslation } from 'react-i18next';
import { SegmentTabs } from '../../../account/components/SegmentTabs';
import { TextField } from '../../../account/components/Field';
import { normaliseAmountInput } from '../../../wallet/transferRules';
import type { OrderBy } from '../../tradeRules';

/** An order's size, by fiat amount or by coin quantity (spec: both zones trade either way). */
export function SizeInput({
  by,
  onBy,
  value,
  onChange,
  coin,
  fiat,
  error,
  hint,
  testId,
}: {
  by: OrderBy;
  onBy: (by: OrderBy) => void;
  value: string;
  onChange: (value: string) => void;
  coin: string;
  fiat: string;
  error: string | undefined;
  hint?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="p2p-size">
      <SegmentTabs
        items={[
          { key: 'amount', label: t('p2p.quick.byAmount') },
          { key: 'quantity', label: t('p2p.quick.byQuantity') },
        ]}
        value={by}
        onChange={onBy}
        testIdPrefix={`${testId}-by`}
      />
      <TextField
        label={
          by === 'amount' ? t('p2p.quick.amount', { fiat }) : t('p2p.quick.quantity', { coin })
        }
        value={value}
        onChange={(raw) => onChange(normaliseAmountInput(raw))}
        inputMode="decimal"
        error={error}
        hint={hint}
        testId={testId}
        suffix={<span className="p2p-unit">{by === 'amount' ? fiat : coin}</span>}
      />
    </div>
  );
}
