import type { PerpConfig } from '@exchange/contracts';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../market/format';

/** The contract switcher: every listed contract with its kind and mark price. */
export function ContractDrawer({
  open,
  onClose,
  contracts,
  current,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  contracts: readonly PerpConfig[];
  current: string;
  onPick: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={open}
      position="left"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="pair-drawer"
      destroyOnClose
    >
      <h2 className="pair-drawer-title">{t('perp.contracts')}</h2>
      <ul className="pair-list" data-testid="contract-list">
        {contracts.map((contract) => (
          <li key={contract.symbol}>
            <button
              type="button"
              className={
                contract.symbol === current ? 'pair-item perp-item active' : 'pair-item perp-item'
              }
              data-testid="contract-item"
              onClick={() => onPick(contract.symbol)}
            >
              <span className="pair-item-name">
                <strong>{contract.symbol}</strong>
                <span className="muted small perp-item-kind">
                  {t(`perp.kind.${contract.contractType}`)}
                </span>
              </span>
              <span className="num">
                {formatPrice(contract.markPrice, contract.pricePrecision)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
