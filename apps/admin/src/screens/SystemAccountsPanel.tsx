import { describeError } from '../api/describe';
import { useSystemAccounts, type SystemAccount } from '../api/ledger';
import { useI18n } from '../app/context';
import { amountColumn, codeColumn, textColumn, WIDTH } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { Panel } from '../components/Page';

/**
 * The platform's own accounts: what fees earned, the security and insurance
 * funds, and the custody and clearing accounts that are the other side of
 * users' money (negative by design). An operator reads the insurance fund
 * here before asking for a top-up.
 */
export function SystemAccountsPanel() {
  const i18n = useI18n();
  const { t } = i18n;
  const accounts = useSystemAccounts(true);
  /** A named account, else `custody:<chain>` and `clearing:<kind>` by their part after the colon. */
  const nameOf = (code: string) => {
    const named = i18n.term('systemAccount', code);
    if (named !== code) return named;
    const [kind, what] = code.split(':');
    if (what && kind === 'custody') return t('dash.custodyOf', { name: what });
    if (what && kind === 'clearing') return t('dash.clearingOf', { name: what });
    return code;
  };
  const columns: Column<SystemAccount>[] = [
    {
      ...textColumn('account', t('dash.account'), (a) => a.account),
      render: (a) => <span title={a.account}>{nameOf(a.account)}</span>,
      width: WIDTH.long,
    },
    codeColumn('asset', t('col.asset'), (a) => a.asset),
    amountColumn('available', t('col.available'), (a) => a.available),
    amountColumn('frozen', t('col.frozen'), (a) => a.frozen),
    amountColumn('locked', t('col.locked'), (a) => a.locked),
  ];
  return (
    <Panel title={t('dash.systemAccounts')} testId="system-accounts">
      <p className="muted">{t('dash.systemAccountsNote')}</p>
      {accounts.error !== null && (
        <p className="table-error" role="alert">
          {describeError(accounts.error, t)}
        </p>
      )}
      <DataTable
        columns={columns}
        rows={accounts.data}
        rowKey={(a) => `${a.account}:${a.asset}`}
        rowTestId="system-account-row"
        exportName="system-accounts"
      />
    </Panel>
  );
}
