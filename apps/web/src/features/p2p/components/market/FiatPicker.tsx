import type { Currency } from '@exchange/contracts';
import { CheckOutline, DownOutline } from 'antd-mobile-icons';
import { List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The fiat currency as a chip; tapping it opens the list to choose another (spec: legal currency selection). */
export function FiatPicker({
  fiats,
  value,
  onChange,
  disabled = false,
}: {
  fiats: readonly Currency[];
  value: string;
  onChange: (fiat: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choose = (fiat: string) => {
    setOpen(false);
    onChange(fiat);
  };
  return (
    <>
      <button
        type="button"
        className="chip p2p-fiat-chip"
        aria-label={t('p2p.market.fiat')}
        aria-haspopup="dialog"
        disabled={disabled}
        data-testid="p2p-fiat"
        onClick={() => setOpen(true)}
      >
        <span>{value}</span>
        {!disabled && <DownOutline aria-hidden="true" />}
      </button>
      <Popup
        visible={open}
        position="bottom"
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="p2p-sheet"
      >
        <div role="dialog" aria-label={t('p2p.market.fiatTitle')} data-testid="p2p-fiat-sheet">
          <h2 className="p2p-sheet-title">{t('p2p.market.fiatTitle')}</h2>
          <List className="p2p-fiat-list">
            {fiats.map((fiat) => (
              <List.Item
                key={fiat.id}
                extra={fiat.name === value ? <CheckOutline aria-label={value} /> : undefined}
                data-testid={`p2p-fiat-${fiat.name}`}
                onClick={() => choose(fiat.name)}
              >
                {fiat.name} <span className="muted">{fiat.currency_symbol}</span>
              </List.Item>
            ))}
          </List>
        </div>
      </Popup>
    </>
  );
}
