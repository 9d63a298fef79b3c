import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../market/format';
import { SwitcherDrawer, SwitcherItem } from '../../trade/components/SwitcherDrawer';

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
    <SwitcherDrawer open={open} onClose={onClose} title={t('perp.contracts')}>
      <ul className="pair-list" data-testid="contract-list">
        {contracts.map((contract) => (
          <SwitcherItem
            key={contract.symbol}
            active={contract.symbol === current}
            kindClass="perp-item"
            testId="contract-item"
            onPick={() => onPick(contract.symbol)}
          >
            <span className="pair-item-name">
              <strong>{contract.symbol}</strong>
              <span className="muted small perp-item-kind">
                {t(`perp.kind.${contract.contractType}`)}
              </span>
            </span>
            <span className="num">{formatPrice(contract.markPrice, contract.pricePrecision)}</span>
          </SwitcherItem>
        ))}
      </ul>
    </SwitcherDrawer>
  );
}
