import type { PaymentType } from '@exchange/contracts';
import { Button, Popup, Switch } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../account/components/Field';
import { canonicalAmount, checkAmount, normaliseAmountInput } from '../../../wallet/transferRules';
import { useProblemText } from '../../../wallet/useProblemText';
import { PaymentTypeChoice } from './PaymentTypeChoice';

/** The self-select zone's filters (spec: ad screening): an amount, a payment type, merchants only. */
export interface AdFilters {
  amount: string | undefined;
  paymentType: PaymentType | undefined;
  merchantOnly: boolean;
}

export const NO_FILTERS: AdFilters = {
  amount: undefined,
  paymentType: undefined,
  merchantOnly: false,
};

function activeCount(filters: AdFilters): number {
  return [
    filters.amount !== undefined,
    filters.paymentType !== undefined,
    filters.merchantOnly,
  ].filter(Boolean).length;
}

function FilterForm({
  initial,
  fiat,
  fiatDecimals,
  onApply,
}: {
  initial: AdFilters;
  fiat: string;
  fiatDecimals: number | undefined;
  onApply: (filters: AdFilters) => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [amount, setAmount] = useState(initial.amount ?? '');
  const [paymentType, setPaymentType] = useState(initial.paymentType);
  const [merchantOnly, setMerchantOnly] = useState(initial.merchantOnly);
  const [checked, setChecked] = useState(false);
  const problem =
    amount.trim() === '' ? undefined : checkAmount(amount, { decimals: fiatDecimals });

  const apply = () => {
    setChecked(true);
    if (problem) return;
    onApply({
      amount: amount.trim() === '' ? undefined : (canonicalAmount(amount) ?? undefined),
      paymentType,
      merchantOnly,
    });
  };

  return (
    <div className="p2p-filter-form" data-testid="p2p-filter-sheet">
      <h2 className="p2p-sheet-title">{t('p2p.market.filterTitle')}</h2>
      <TextField
        label={t('p2p.market.amount', { fiat })}
        value={amount}
        onChange={(raw) => setAmount(normaliseAmountInput(raw))}
        inputMode="decimal"
        hint={t('p2p.market.amountHint')}
        error={checked ? problemText(problem) : undefined}
        testId="p2p-filter-amount"
      />
      <PaymentTypeChoice
        label={t('p2p.market.paymentType')}
        value={paymentType}
        onChange={setPaymentType}
        testIdPrefix="p2p-filter-type"
      />
      <div className="p2p-switch-row">
        <span>{t('p2p.market.merchantOnly')}</span>
        <Switch
          checked={merchantOnly}
          onChange={setMerchantOnly}
          aria-label={t('p2p.market.merchantOnly')}
          data-testid="p2p-filter-merchant"
        />
      </div>
      <div className="p2p-sheet-actions">
        <Button
          shape="rounded"
          block
          data-testid="p2p-filter-reset"
          onClick={() => onApply(NO_FILTERS)}
        >
          {t('p2p.market.reset')}
        </Button>
        <Button
          shape="rounded"
          block
          color="primary"
          data-testid="p2p-filter-apply"
          onClick={apply}
        >
          {t('p2p.market.apply')}
        </Button>
      </div>
    </div>
  );
}

/** The Filter chip, with how many filters are on, and its sheet. */
export function MarketFilters({
  filters,
  onChange,
  fiat,
  fiatDecimals,
}: {
  filters: AdFilters;
  onChange: (filters: AdFilters) => void;
  fiat: string;
  fiatDecimals: number | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = activeCount(filters);
  return (
    <>
      <button
        type="button"
        className={count > 0 ? 'chip p2p-filter-chip active' : 'chip p2p-filter-chip'}
        aria-haspopup="dialog"
        data-testid="p2p-filter"
        onClick={() => setOpen(true)}
      >
        <FilterOutline aria-hidden="true" />
        <span>{t('p2p.market.filter')}</span>
        {count > 0 && <span className="p2p-filter-count">{count}</span>}
      </button>
      <Popup
        visible={open}
        position="bottom"
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="p2p-sheet"
        destroyOnClose
      >
        <FilterForm
          initial={filters}
          fiat={fiat}
          fiatDecimals={fiatDecimals}
          onApply={(next) => {
            setOpen(false);
            onChange(next);
          }}
        />
      </Popup>
    </>
  );
}
