import type { LedgerCheckView } from '@exchange/contracts';
import { useHealth } from '../api/health';
import { useLedgerCheck } from '../api/ledger';
import { useCan, useI18n } from '../app/context';
import { Badge } from '../components/Badge';
import { Page, Panel } from '../components/Page';
import { durationParts, formatTime } from '../lib/format';
import { QueryPanel } from '../components/QueryPanel';
import { SystemAccountsPanel } from './SystemAccountsPanel';
import { TodayPanel } from './TodayPanel';

type RuleResult = LedgerCheckView['rules'][number];

/** At most this many violations per rule on screen; the checker's CLI lists them all. */
const SHOWN_VIOLATIONS = 5;

/** The ledger checker's verdict, live, and the server's health. */
export function DashboardScreen() {
  const { t } = useI18n();
  const can = useCan();
  const mayRead = can('ledger.read');
  const check = useLedgerCheck(mayRead);
  const refresh = () => void check.refetch();
  return (
    <Page
      title={t('nav.dashboard')}
      actions={
        mayRead && (
          <button type="button" data-testid="dashboard-refresh" onClick={refresh}>
            {check.isFetching ? t('common.loading') : t('common.refresh')}
          </button>
        )
      }
    >
      <div className="dashboard">
        {mayRead ? (
          <LedgerPanel check={check} />
        ) : (
          <p className="muted">{t('dash.noLedgerPermission')}</p>
        )}
        <div className="dashboard-side">
          {mayRead && <TodayPanel />}
          <HealthPanel />
        </div>
        {/* Full width: a side column is too narrow for an account's name and three amounts. */}
        {mayRead && (
          <div className="dashboard-wide">
            <SystemAccountsPanel />
          </div>
        )}
      </div>
    </Page>
  );
}

function LedgerPanel(props: { check: ReturnType<typeof useLedgerCheck> }) {
  const { t } = useI18n();
  return (
    <QueryPanel title={t('dash.ledger')} testId="ledger-check" query={props.check}>
      {(data) => (
        <>
          <Verdict ok={data.ok} rules={[...data.rules, ...(data.demo ?? [])]} />
          <p className="muted">{t('dash.checkedAt', { time: formatTime(data.checkedAt) })}</p>
          <RuleTable rules={data.rules} testId="ledger-rules" />
          {data.demo !== null && (
            <>
              <h3>{t('dash.demo')}</h3>
              <RuleTable rules={data.demo} testId="demo-rules" />
            </>
          )}
        </>
      )}
    </QueryPanel>
  );
}

/** The server's overall verdict decides; the count is of the rules listed as failing. */
function Verdict(props: { ok: boolean; rules: readonly RuleResult[] }) {
  const { t } = useI18n();
  const failing = props.rules.filter((rule) => !rule.ok).length;
  return (
    <div className={props.ok ? 'verdict ok' : 'verdict bad'} data-testid="ledger-verdict">
      {props.ok ? t('dash.allOk') : t('dash.failing', { count: Math.max(failing, 1) })}
    </div>
  );
}

function RuleTable(props: { rules: readonly RuleResult[]; testId: string }) {
  const { t, term } = useI18n();
  return (
    <div className="table-wrap">
      <table data-testid={props.testId}>
        <thead>
          <tr>
            <th>{t('dash.result')}</th>
            <th>{t('dash.rule')}</th>
            <th>{t('dash.details')}</th>
          </tr>
        </thead>
        <tbody>
          {props.rules.map((rule) => (
            <tr key={rule.rule} data-testid="rule-row">
              <td>
                <Badge tone={rule.ok ? 'ok' : 'bad'}>
                  {rule.ok ? t('dash.pass') : t('dash.fail')}
                </Badge>
              </td>
              <td className="wrap">{term('rule', rule.rule)}</td>
              <td className="wrap">
                {rule.violations.length > 0 && (
                  <ul className="violations">
                    {rule.violations.slice(0, SHOWN_VIOLATIONS).map((text, index) => (
                      <li key={index}>{text}</li>
                    ))}
                    {rule.violations.length > SHOWN_VIOLATIONS && (
                      <li className="muted">
                        {t('dash.more', { count: rule.violations.length - SHOWN_VIOLATIONS })}
                      </li>
                    )}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HealthPanel() {
  const { t } = useI18n();
  const uptimeText = (seconds: number) => {
    const parts = durationParts(seconds);
    if (parts.unit === 'days') return t('dash.uptimeDays', parts);
    if (parts.unit === 'hours') return t('dash.uptimeHours', parts);
    return t('dash.uptimeMinutes', parts);
  };
  const { data } = useHealth();
  const health = data?.health;
  const ok = (good: boolean) => (
    <Badge tone={good ? 'ok' : 'bad'}>{good ? t('dash.ok') : t('dash.down')}</Badge>
  );
  return (
    <Panel title={t('dash.status')} testId="console-status">
      {!data ? (
        <p className="muted">{t('common.loading')}</p>
      ) : (
        <dl className="facts">
          <dt>{t('dash.api')}</dt>
          <dd>{ok(health !== null && health !== undefined)}</dd>
          <dt>{t('dash.database')}</dt>
          <dd>{ok(health?.database === 'ok')}</dd>
          <dt>{t('dash.storage')}</dt>
          <dd>
            {data.demoData === null ? '—' : data.demoData ? t('dash.embedded') : t('dash.server')}
          </dd>
          <dt>{t('dash.version')}</dt>
          <dd>{health?.version ?? '—'}</dd>
          <dt>{t('dash.uptime')}</dt>
          <dd data-testid="uptime">{health ? uptimeText(health.uptimeS) : '—'}</dd>
        </dl>
      )}
    </Panel>
  );
}
