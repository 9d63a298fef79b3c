import { POSTED_CHANGE_TYPES, STATEMENT_PRODUCTS, USER_WALLETS } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { FilterSelect } from '../components/FilterSelect';
import { HistoryFeed } from '../components/HistoryFeed';
import { changeTypeParam, productParam, symbolParam, walletParam } from '../params';
import { useCoins, type HistoryFilter } from '../queries';
import '../wallet.css';

/**
 * Spec "account-change records", as a statement: one line per thing the
 * user did or received, filtered by product, type, coin and account; each
 * line opens onto the ledger entries behind it.
 */
export default function AccountChangeScreen() {
  const { t } = useTranslation();
  const coins = useCoins();
  const [params, setParams] = useSearchParams();
  // Filters live in the URL, so a coin's page can link to its own history and back keeps them.
  const filter: HistoryFilter = {
    type: changeTypeParam(params.get('type')),
    product: productParam(params.get('product')),
    asset: symbolParam(params.get('asset')),
    wallet: walletParam(params.get('wallet')),
  };
  const update = (key: 'type' | 'product' | 'asset' | 'wallet', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const symbols = (coins.data ?? []).map((coin) => coin.symbol);
  // A coin from the link stays selectable even before (or without) the coin list.
  if (filter.asset && !symbols.includes(filter.asset)) symbols.unshift(filter.asset);

  return (
    <div className="screen wallet-screen" data-testid="screen-account-change">
      <PageHeader title={t('wallet.history.title')} />
      <div className="history-filters">
        <FilterSelect
          label={t('wallet.history.filterProduct')}
          value={filter.product ?? ''}
          testId="history-filter-product"
          onChange={(value) => update('product', value)}
          options={[
            { value: '', label: t('wallet.history.allProducts') },
            ...STATEMENT_PRODUCTS.map((product) => ({
              value: product,
              label: t(`wallet.product.${product}`),
            })),
          ]}
        />
        <FilterSelect
          label={t('wallet.history.filterType')}
          value={filter.type ?? ''}
          testId="history-filter-type"
          onChange={(value) => update('type', value)}
          options={[
            { value: '', label: t('wallet.history.allTypes') },
            // Only what can occur: the spec's other types belong to products not built.
            ...POSTED_CHANGE_TYPES.map((type) => ({
              value: type,
              label: t(`wallet.type.${type}`),
            })),
          ]}
        />
        <FilterSelect
          label={t('wallet.history.filterAsset')}
          value={filter.asset ?? ''}
          testId="history-filter-asset"
          onChange={(value) => update('asset', value)}
          options={[
            { value: '', label: t('wallet.history.allAssets') },
            ...symbols.map((symbol) => ({ value: symbol, label: symbol })),
          ]}
        />
        <FilterSelect
          label={t('wallet.history.filterAccount')}
          value={filter.wallet ?? ''}
          testId="history-filter-wallet"
          onChange={(value) => update('wallet', value)}
          options={[
            { value: '', label: t('wallet.history.allAccounts') },
            ...USER_WALLETS.map((wallet) => ({
              value: wallet,
              label: t(`wallet.account.${wallet}`),
            })),
          ]}
        />
      </div>
      <div className="history-body">
        <HistoryFeed filter={filter} paged />
      </div>
    </div>
  );
}
