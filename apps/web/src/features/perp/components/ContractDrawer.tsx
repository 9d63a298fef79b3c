import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../market/format';
import { SwitcherDrawer, SwitcherItem } from '../../spot/components/SwitcherDrawer';
import { useContractName } from '../contractName';
import { PRODUCTS, type ContractProduct } from '../product';

/** Perpetual or delivery: the way between the two products' screens. */
function ProductLinks({ current }: { current: ContractProduct }) {
  const { t } = useTranslation();
  return (
    <nav className="perp-products">
      {PRODUCTS.map((product) => (
        <Link
          key={product.id}
          to={product.entryPath}
          className={product === current ? 'perp-product active' : 'perp-product'}
          aria-current={product === current ? 'page' : undefined}
          data-testid={`product-${product.id}`}
        >
          {t(product.title)}
        </Link>
      ))}
    </nav>
  );
}

/** The contract switcher: every listed contract of the product with its kind and mark price. */
export function ContractDrawer({
  product,
  open,
  onClose,
  contracts,
  current,
  onPick,
}: {
  product: ContractProduct;
  open: boolean;
  onClose: () => void;
  contracts: readonly PerpConfig[];
  current: string;
  onPick: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useContractName();
  return (
    <SwitcherDrawer open={open} onClose={onClose} title={t(product.title)}>
      <ProductLinks current={product} />
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
              <strong>{nameOf(contract)}</strong>
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
