import { normalizeSymbol, type PriceAlert } from '@exchange/contracts';
import { Button, Tabs } from 'antd-mobile';
import { AddOutline, BellOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSettings } from '../../../state/settings';
import { useMarketList } from '../../market/queries';
import { AlertRow, useDescribeAlert } from '../components/AlertRow';
import { AlertSheet } from '../components/AlertSheet';
import { useCancelAlert, useDeleteHistory } from '../mutations';
import type { AlertTab } from '../paths';
import { useAlerts, useAlertsEnabled } from '../queries';
import '../alerts.css';

/**
 * `/priceAlerts` (?tab=active|history, ?symbol= with ?new=1 opens the new
 * alert sheet on that market): the caller's active alerts with a cancel
 * (confirmed), and the history of fired and cancelled ones, which may be
 * cleared. Not for the demo account: alerts are told in the real
 * account's notification centre.
 */
export default function PriceAlertsScreen() {
  const { t } = useTranslation();
  const enabled = useAlertsEnabled();
  const [params, setParams] = useSearchParams();
  const tradeSymbol = useSettings((state) => state.tradeSymbol);
  const tab: AlertTab = params.get('tab') === 'history' ? 'history' : 'active';
  const asked = normalizeSymbol(params.get('symbol') ?? '');
  const creating = enabled && params.get('new') === '1' ? (asked ?? tradeSymbol) : null;

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change))
      if (value === null) next.delete(key);
      else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="screen alerts-screen" data-testid="screen-price-alerts">
      <PageHeader
        title={t('alerts.title')}
        right={
          enabled && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('alerts.new')}
              data-testid="alerts-new"
              onClick={() => update({ new: '1' })}
            >
              <AddOutline fontSize={22} />
            </button>
          )
        }
      />
      {enabled ? (
        <>
          <Tabs activeKey={tab} onChange={(key) => update({ tab: key })} className="alerts-tabs">
            <Tabs.Tab
              key="active"
              title={<span data-testid="alerts-tab-active">{t('alerts.tabs.active')}</span>}
            />
            <Tabs.Tab
              key="history"
              title={<span data-testid="alerts-tab-history">{t('alerts.tabs.history')}</span>}
            />
          </Tabs>
          <AlertList tab={tab} onNew={() => update({ new: '1' })} />
        </>
      ) : (
        <p className="notice" data-testid="alerts-demo">
          {t('alerts.demo')}
        </p>
      )}
      <AlertSheet
        symbol={creating}
        onClose={() => update({ new: null, symbol: null })}
        onCreated={() => update({ tab: 'active' })}
      />
    </div>
  );
}

function AlertList({ tab, onNew }: { tab: AlertTab; onNew: () => void }) {
  const { t } = useTranslation();
  const alerts = useAlerts(tab);
  const markets = useMarketList();
  const cancel = useCancelAlert();
  const clear = useDeleteHistory();
  const describe = useDescribeAlert();
  const [cancelling, setCancelling] = useState<PriceAlert | null>(null);
  const [clearing, setClearing] = useState(false);
  const placesOf = (symbol: string) =>
    markets.data?.find((m) => m.symbol === symbol)?.pricePrecision ?? 2;
  const data = alerts.data;

  const confirmCancel = () => {
    const alert = cancelling;
    setCancelling(null);
    if (alert) cancel.mutate(alert.id, { onSuccess: () => notify.info(t('alerts.cancelled')) });
  };
  const confirmClear = () => {
    setClearing(false);
    clear.mutate(undefined, { onSuccess: () => notify.info(t('alerts.cleared')) });
  };

  return (
    <div className="alerts-body">
      <QueryState
        isPending={alerts.isPending}
        error={alerts.error}
        onRetry={() => void alerts.refetch()}
      >
        {data && (
          <>
            <p className="muted small" data-testid="alerts-count">
              {t('alerts.count', { active: data.active, max: data.max })}
            </p>
            {data.items.length === 0 ? (
              <div className="state-block alerts-empty" data-testid="alerts-empty">
                <BellOutline fontSize={40} />
                <p className="muted">{t(`alerts.empty.${tab}`)}</p>
                {tab === 'active' && (
                  <Button color="primary" shape="rounded" onClick={onNew}>
                    {t('alerts.new')}
                  </Button>
                )}
              </div>
            ) : (
              <ul className="alerts-list" data-testid={`alerts-list-${tab}`}>
                {data.items.map((alert) => (
                  <AlertRow
                    key={alert.id}
                    alert={alert}
                    places={placesOf(alert.symbol)}
                    {...(tab === 'active' ? { onCancel: setCancelling } : {})}
                  />
                ))}
              </ul>
            )}
            {tab === 'history' && data.items.length > 0 && (
              <Button
                block
                shape="rounded"
                fill="outline"
                data-testid="alerts-clear"
                onClick={() => setClearing(true)}
              >
                {t('alerts.clearHistory')}
              </Button>
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        visible={cancelling !== null}
        title={t('alerts.cancelConfirm.title')}
        body={
          cancelling
            ? t('alerts.cancelConfirm.body', {
                symbol: cancelling.symbol,
                what: describe(cancelling, placesOf(cancelling.symbol)),
              })
            : ''
        }
        confirmText={t('alerts.cancel')}
        keepText={t('alerts.keep')}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
        testId="alert-cancel-dialog"
      />
      <ConfirmDialog
        visible={clearing}
        title={t('alerts.clearConfirm.title')}
        body={t('alerts.clearConfirm.body')}
        confirmText={t('alerts.clearHistory')}
        keepText={t('alerts.keep')}
        onConfirm={confirmClear}
        onClose={() => setClearing(false)}
        testId="alert-clear-dialog"
      />
    </div>
  );
}
