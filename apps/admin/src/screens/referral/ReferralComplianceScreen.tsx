import type { ReferralConsole } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/describe';
import {
  useComplianceLog,
  useReferralActions,
  useReferralConsole,
  type ComplianceLogRow,
} from '../../api/referral';
import { useCan, useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import { noteColumn, textColumn, timeColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { Facts } from '../../components/Facts';
import { PagedTable } from '../../components/ListScreen';
import { Page, Panel } from '../../components/Page';
import { QueryPanel } from '../../components/QueryPanel';
import { useUrlList } from '../../components/useList';
import { formatTime } from '../../lib/format';
import { ReferralTabs, SwitchBadge } from './referralParts';
import { complianceReasonFits, MIN_COMPLIANCE_REASON } from './referralRules';

/**
 * The compliance switch (read with referral.manage, turned with
 * referral.compliance): deposit-based rebates and more than two levels
 * match the legal tests for pyramid schemes, so the programme may use them
 * only while it is on. Each turn records who and why (a legal review's
 * reference, at least 20 characters); the log lists every turn.
 */
export function ReferralComplianceScreen() {
  const { t } = useI18n();
  const view = useReferralConsole();
  const list = useUrlList({});
  const log = useComplianceLog(list.query);
  const columns: Column<ComplianceLogRow>[] = [
    timeColumn('at', t('col.time'), (r) => r.at),
    {
      id: 'on',
      header: t('referral.turned'),
      value: (r) => r.on,
      render: (r) => <SwitchBadge on={r.on} />,
      csv: (r) => t(r.on ? 'referral.switchOn' : 'referral.switchOff'),
      sort: 'text',
      width: WIDTH.status,
    },
    textColumn('by', t('col.operator'), (r) => r.by),
    noteColumn('reason', t('col.reason'), (r) => r.reason),
  ];
  return (
    <Page title={t('referral.title')}>
      <ReferralTabs />
      <QueryPanel title={t('referral.complianceTitle')} testId="referral-compliance" query={view}>
        {(data) => (
          <>
            <p className="muted">{t('referral.complianceNote')}</p>
            <Facts
              testId="referral-compliance-facts"
              rows={[
                [t('referral.complianceState'), <SwitchBadge key="on" on={data.compliance.on} />],
                [t('referral.complianceBy'), data.compliance.by ?? '—'],
                [t('referral.complianceReason'), data.compliance.reason ?? '—'],
                [t('referral.complianceAt'), formatTime(data.compliance.at)],
              ]}
            />
            <SwitchForm key={`${data.compliance.on}:${data.compliance.at}`} view={data} />
          </>
        )}
      </QueryPanel>
      <Panel title={t('referral.complianceLog')} testId="referral-compliance-log">
        <PagedTable
          testId="referral-compliance-table"
          columns={columns}
          rowKey={(r) => `${r.at}:${r.by}:${r.on}`}
          rowTestId="referral-compliance-row"
          exportName="referral-compliance"
          list={list}
          query={log}
        />
      </Panel>
    </Page>
  );
}

/** Turns the switch the other way, with the reason required for the record. */
function SwitchForm(props: { view: ReferralConsole }) {
  const { t } = useI18n();
  const can = useCan();
  const { setCompliance } = useReferralActions();
  const [reason, setReason] = useState('');
  if (!can('referral.compliance'))
    return (
      <p className="muted" data-testid="referral-compliance-denied">
        {t('referral.complianceDenied')}
      </p>
    );
  const on = !props.view.compliance.on;
  // Off while the programme still uses what the switch allows: the server refuses it.
  const inUse = !on && props.view.needsCompliance;
  const length = reason.trim().length;
  const fitting = complianceReasonFits(reason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fitting || inUse || setCompliance.isPending) return;
    setCompliance.mutate({ on, reason: reason.trim() });
  };
  return (
    <form className="stack" onSubmit={submit} data-testid="referral-compliance-form">
      <h3>
        <Badge tone={on ? 'warn' : 'neutral'}>
          {t(on ? 'referral.turnOnTitle' : 'referral.turnOffTitle')}
        </Badge>
      </h3>
      <p className="muted">{t(on ? 'referral.turnOnNote' : 'referral.turnOffNote')}</p>
      {inUse && (
        <p className="warning" data-testid="referral-compliance-in-use">
          {t('referral.complianceInUse')}
        </p>
      )}
      <label className="field">
        <span>{t('referral.reasonLabel')}</span>
        <textarea
          data-testid="referral-compliance-reason"
          rows={3}
          maxLength={500}
          aria-invalid={(length > 0 && !fitting) || undefined}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <small className={length > 0 && !fitting ? 'warn-text' : 'muted'}>
          {t('referral.reasonHint', { min: MIN_COMPLIANCE_REASON, count: length })}
        </small>
      </label>
      {setCompliance.error !== null && !setCompliance.isPending && (
        <p className="form-error" role="alert" data-testid="referral-compliance-error">
          {describeError(setCompliance.error, t)}
        </p>
      )}
      <div>
        <button
          type="submit"
          className={on ? 'danger' : 'primary'}
          data-testid="referral-compliance-submit"
          disabled={!fitting || inUse || setCompliance.isPending}
        >
          {t(on ? 'referral.turnOn' : 'referral.turnOff')}
        </button>
      </div>
    </form>
  );
}
