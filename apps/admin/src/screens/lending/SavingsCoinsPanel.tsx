import { useState, type FormEvent } from 'react';
import { useLendingActions, useSavingsCoins, type SavingsCoinConfig } from '../../api/lending';
import { useI18n } from '../../app/context';
import { amountColumn, codeColumn, flagColumn } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { FormButtons, Modal } from '../../components/Modal';
import { Panel } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { Field, FormProblems, typedProblems } from '../marketFields';
import { coinProblems, type CoinDraft } from './lendingRules';

const NEW_COIN: CoinDraft = { asset: '', minSubscribe: '', enabled: true };

/**
 * The coins offered for flexible savings, with the least subscription. A
 * coin switched off takes no new subscriptions; what is saved stays and
 * can be redeemed. A pledge pair lends only a coin offered here.
 */
export function SavingsCoinsPanel() {
  const i18n = useI18n();
  const { t } = i18n;
  const coins = useSavingsCoins();
  const [editing, setEditing] = useState<{ draft: CoinDraft; fresh: boolean } | null>(null);

  const columns: Column<SavingsCoinConfig>[] = [
    codeColumn('asset', t('lending.asset'), (c) => c.asset),
    amountColumn('minSubscribe', t('lending.minSubscribe'), (c) => c.minSubscribe),
    flagColumn(i18n, 'enabled', t('lending.offered'), (c) => c.enabled),
  ];

  return (
    <Panel
      title={t('lending.coins')}
      testId="lending-coins"
      actions={
        <button
          type="button"
          className="small"
          data-testid="coin-new"
          onClick={() => setEditing({ draft: NEW_COIN, fresh: true })}
        >
          {t('lending.coinNew')}
        </button>
      }
    >
      <p className="muted">{t('lending.coinsNote')}</p>
      <DataTable
        testId="coin-table"
        columns={columns}
        rowKey={(c) => c.asset}
        rowTestId="coin-row"
        {...wholeTable(coins)}
        actions={(c) => (
          <button
            type="button"
            className="small"
            data-testid="coin-edit"
            onClick={() => setEditing({ draft: c, fresh: false })}
          >
            {t('common.edit')}
          </button>
        )}
      />
      {editing && (
        <CoinForm initial={editing.draft} fresh={editing.fresh} onClose={() => setEditing(null)} />
      )}
    </Panel>
  );
}

function CoinForm(props: { initial: CoinDraft; fresh: boolean; onClose(): void }) {
  const { t } = useI18n();
  const { saveCoin } = useLendingActions();
  const [draft, setDraft] = useState(props.initial);
  const problems = coinProblems(draft);
  const shown = typedProblems(problems, draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0) return;
    saveCoin.mutate(
      { ...draft, asset: draft.asset.trim().toUpperCase() },
      { onSuccess: props.onClose },
    );
  };
  return (
    <Modal
      title={props.fresh ? t('lending.coinNew') : t('lending.coinEdit', { asset: draft.asset })}
      onClose={props.onClose}
      testId="coin-form"
    >
      <form className="stack" onSubmit={submit}>
        {props.fresh && (
          <Field
            label={t('lending.asset')}
            testId="coin-asset"
            kind="text"
            value={draft.asset}
            onChange={(asset) => setDraft({ ...draft, asset })}
            invalid={shown.some((p) => p.field === 'asset')}
            autoFocus
          />
        )}
        <Field
          label={t('lending.minSubscribe')}
          testId="coin-min"
          value={draft.minSubscribe}
          onChange={(minSubscribe) => setDraft({ ...draft, minSubscribe })}
          invalid={shown.some((p) => p.field === 'minSubscribe')}
          unit={draft.asset.toUpperCase()}
          autoFocus={!props.fresh}
        />
        <label className="check">
          <input
            type="checkbox"
            data-testid="coin-enabled"
            checked={draft.enabled}
            onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
          />
          <span>{t('lending.coinEnabled')}</span>
        </label>
        <FormProblems problems={shown} testId="coin-problems" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="coin-submit"
          disabled={saveCoin.isPending || problems.length > 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
