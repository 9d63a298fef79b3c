import { useHashPrices, useMiningMachines, type HashPriceRow } from '../../api/mining';
import { useI18n } from '../../app/context';
import { clippedColumn, codeColumn, textColumn, timeColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { PagedTable } from '../../components/ListScreen';
import { Page, Panel } from '../../components/Page';
import { useUrlList } from '../../components/useList';
import { HashPriceForm } from './HashPriceForm';
import { HashSource, sourceWords } from './miningParts';

/**
 * Each day's hash price per algorithm and coin (earn.manage): the form to
 * publish one from pool data, then every published price, the newest day
 * first, with its source; a simulated price is tagged as not market data.
 */
export function MiningHashPricesScreen() {
  const { t } = useI18n();
  const machines = useMiningMachines();
  const list = useUrlList({ algorithm: '' });
  const prices = useHashPrices(list.query);
  const priceWords = (r: HashPriceRow) =>
    t('mining.priceValue', { price: r.price, coin: r.coin, unit: r.unit });
  const columns: Column<HashPriceRow>[] = [
    { ...textColumn('day', t('mining.day'), (r) => r.day), width: WIDTH.text },
    textColumn('algorithm', t('mining.algorithm'), (r) => r.algorithm),
    codeColumn('coin', t('col.coin'), (r) => r.coin),
    {
      id: 'price',
      header: t('mining.hashPrice'),
      value: (r) => r.price,
      render: (r) => (
        <span className="nowrap" data-testid="mining-price">
          {priceWords(r)}
        </span>
      ),
      csv: priceWords,
      sort: 'decimal',
      width: WIDTH.long + 40,
    },
    {
      id: 'source',
      header: t('mining.source'),
      value: (r) => r.source,
      render: (r) => <HashSource source={r.source} />,
      csv: (r) => sourceWords(t, r.source),
      sort: 'text',
      width: WIDTH.long + 60,
    },
    clippedColumn('sourceName', t('mining.sourceName'), (r) => r.sourceName, WIDTH.note),
    timeColumn('publishedAt', t('mining.publishedAt'), (r) => r.publishedAt),
  ];
  return (
    <Page title={t('mining.prices')}>
      <Panel title={t('mining.publish')} testId="mining-publish">
        {!machines.isPending && <HashPriceForm machines={machines.data} />}
      </Panel>
      <Panel title={t('mining.pricesList')} testId="mining-prices">
        <p className="muted">{t('mining.pricesNote')}</p>
        <PagedTable
          testId="mining-price-table"
          columns={columns}
          rowKey={(r) => `${r.algorithm}:${r.coin}:${r.day}`}
          rowTestId="mining-price-row"
          exportName="mining-hash-prices"
          list={list}
          query={prices}
          filters={[{ name: 'algorithm', kind: 'text', label: t('mining.algorithm') }]}
        />
      </Panel>
    </Page>
  );
}
