import type { Currency } from '@exchange/contracts';
import { useState } from 'react';
import { describeError } from '../api/describe';
import { useCoinChains, useConsoleSettings, useCurrencies, type CoinChain } from '../api/config';
import { useI18n } from '../app/context';
import {
  amountColumn,
  codeColumn,
  flagColumn,
  idColumn,
  textColumn,
  timeColumn,
} from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { Page, Panel } from '../components/Page';
import { wholeTable } from '../components/tableQuery';
import { compareDecimal } from '../lib/decimal';
import { ChainForm } from './ChainForm';
import { CodeThresholdForm } from './CodeThresholdForm';
import { CurrencyRateForm } from './CurrencyRateForm';
import { IdentityDepositsPanel } from './IdentityDepositsPanel';
import { IdentityLimitsPanel } from './IdentityLimitsPanel';
import { IdentityRetentionPanel } from './IdentityRetentionPanel';
import { P2pPaymentTypesPanel } from './P2pPaymentTypesPanel';
import { P2pRiskClassesPanel } from './P2pRiskClassesPanel';
import { P2pSettingsPanel } from './P2pSettingsPanel';

/** The one currency whose rate is fixed: every price is quoted in it (the server refuses too). */
const BASE_CURRENCY = 'USD';

/**
 * Settings an operator may change without touching live books: chains,
 * pricing currencies, the withdrawal review's code threshold, the limits of
 * each verification level, the business security deposit, and P2P's payment
 * types, each risk class's first trade cap and withdrawal hold, and its
 * settings.
 */
export function ConfigScreen() {
  const { t } = useI18n();
  return (
    <Page title={t('config.title')}>
      <ChainsPanel />
      <CurrenciesPanel />
      <ReviewPanel />
      <IdentityLimitsPanel />
      <IdentityDepositsPanel />
      <IdentityRetentionPanel />
      <P2pPaymentTypesPanel />
      <P2pRiskClassesPanel />
      <P2pSettingsPanel />
    </Page>
  );
}

/** The worth above which approving a withdrawal needs the operator's authenticator code. */
function ReviewPanel() {
  const { t } = useI18n();
  const settings = useConsoleSettings();
  const [editing, setEditing] = useState(false);
  const current = settings.data?.withdrawalCodeAboveUsdt;
  return (
    <Panel
      title={t('config.review')}
      testId="config-review"
      actions={
        <button
          type="button"
          className="small"
          data-testid="threshold-edit"
          disabled={current === undefined}
          onClick={() => setEditing(true)}
        >
          {t('common.edit')}
        </button>
      }
    >
      <p className="muted">{t('config.reviewNote')}</p>
      <p data-testid="threshold-value">
        {current === undefined
          ? settings.error
            ? describeError(settings.error, t)
            : t('common.loading')
          : compareDecimal(current, '0') === 0
            ? t('config.codeAboveAll')
            : t('config.codeAbove', { value: current })}
      </p>
      {editing && current !== undefined && (
        <CodeThresholdForm current={current} onClose={() => setEditing(false)} />
      )}
    </Panel>
  );
}

function ChainsPanel() {
  const i18n = useI18n();
  const { t } = i18n;
  const chains = useCoinChains();
  const [editing, setEditing] = useState<CoinChain | null>(null);

  const columns: Column<CoinChain>[] = [
    codeColumn('symbol', t('col.coin'), (c) => c.symbol),
    codeColumn('chain', t('col.chain'), (c) => c.chain),
    flagColumn(i18n, 'deposit', t('col.deposit'), (c) => c.depositEnabled),
    flagColumn(i18n, 'withdraw', t('col.withdraw'), (c) => c.withdrawEnabled),
    idColumn('confirmations', t('col.confirmations'), (c) => c.confirmations),
    amountColumn('depositMin', t('col.depositMin'), (c) => c.depositMin),
    amountColumn('withdrawMin', t('col.withdrawMin'), (c) => c.withdrawMin),
    amountColumn('withdrawMax', t('col.withdrawMax'), (c) => c.withdrawMax),
    amountColumn('withdrawFee', t('col.withdrawFee'), (c) => c.withdrawFee),
    idColumn('dailyCount', t('col.dailyCount'), (c) => c.withdrawDailyCount),
    textColumn('window', t('col.window'), (c) => c.withdrawWindow),
  ];

  return (
    <Panel title={t('config.chains')} testId="config-chains">
      <p className="muted">{t('config.chainsNote')}</p>
      <DataTable
        testId="chains-table"
        columns={columns}
        rowKey={(c) => `${c.symbol}:${c.chain}`}
        rowTestId="chain-row"
        exportName="config-chains"
        {...wholeTable(chains)}
        actions={(c) => (
          <button
            type="button"
            className="small"
            data-testid="chain-edit"
            onClick={() => setEditing(c)}
          >
            {t('common.edit')}
          </button>
        )}
      />
      {editing && <ChainForm chain={editing} onClose={() => setEditing(null)} />}
    </Panel>
  );
}

function CurrenciesPanel() {
  const { t } = useI18n();
  const currencies = useCurrencies();
  const [editing, setEditing] = useState<Currency | null>(null);

  const columns: Column<Currency>[] = [
    codeColumn('code', t('col.code'), (c) => c.name),
    textColumn('symbol', t('col.symbol'), (c) => c.currency_symbol, false),
    amountColumn('rate', t('col.rate'), (c) => c.rate),
    timeColumn('updated', t('col.updated'), (c) => c.updatedAt),
  ];

  return (
    <Panel title={t('config.currencies')} testId="config-currencies">
      <p className="muted">{t('config.currenciesNote')}</p>
      <DataTable
        testId="currencies-table"
        columns={columns}
        rowKey={(c) => c.id}
        rowTestId="currency-row"
        exportName="config-currencies"
        {...wholeTable(currencies)}
        // "Edit rate", and beside the fixed base currency a note why it is fixed.
        actionsWidth={160}
        actions={(c) => {
          const fixed = c.name === BASE_CURRENCY;
          return (
            <div className="row-actions">
              <button
                type="button"
                className="small"
                data-testid="currency-edit"
                disabled={fixed}
                title={fixed ? t('config.usdFixed') : undefined}
                onClick={() => setEditing(c)}
              >
                {t('config.editRate')}
              </button>
              {fixed && (
                <small className="muted" data-testid="currency-fixed" title={t('config.usdFixed')}>
                  {t('config.usdFixedShort')}
                </small>
              )}
            </div>
          );
        }}
      />
      {editing && <CurrencyRateForm currency={editing} onClose={() => setEditing(null)} />}
    </Panel>
  );
}
