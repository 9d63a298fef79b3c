import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/describe';
import {
  useReferralActions,
  useReferralPermissions,
  type ReferralPermissionRow,
} from '../../api/referral';
import { useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import { noteColumn, textColumn, timeColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { PagedTable } from '../../components/ListScreen';
import { Page, Panel } from '../../components/Page';
import { useUrlList } from '../../components/useList';
import { Field, FormProblems, invalidFields, SelectField, typedProblems } from '../marketFields';
import { useDraft } from '../useDraft';
import { ReferralTabs } from './referralParts';
import { permissionProblems } from './referralRules';

/**
 * Who may refer (referral.manage): an operator's decision for one user
 * overrides the programme's default; registrations with a forbidden user's
 * code are refused. Each decision records who and why; the list shows the
 * latest decision per user, newest first.
 */
export function ReferralPermissionsScreen() {
  const { t } = useI18n();
  const list = useUrlList({});
  const decisions = useReferralPermissions(list.query);
  const mayRefer = (r: ReferralPermissionRow) => t(r.mayRefer ? 'common.yes' : 'common.no');
  const columns: Column<ReferralPermissionRow>[] = [
    timeColumn('at', t('col.time'), (r) => r.at),
    textColumn('uid', t('col.uid'), (r) => r.uid),
    textColumn('name', t('col.username'), (r) => r.name),
    {
      id: 'mayRefer',
      header: t('referral.mayRefer'),
      value: (r) => r.mayRefer,
      render: (r) => <Badge tone={r.mayRefer ? 'ok' : 'bad'}>{mayRefer(r)}</Badge>,
      csv: mayRefer,
      sort: 'text',
      width: WIDTH.flag + 40,
    },
    noteColumn('reason', t('col.reason'), (r) => r.reason),
    textColumn('by', t('col.operator'), (r) => r.by),
  ];
  return (
    <Page title={t('referral.title')}>
      <ReferralTabs />
      <Panel title={t('referral.permissionTitle')} testId="referral-permission">
        <p className="muted">{t('referral.permissionNote')}</p>
        <PermissionForm />
      </Panel>
      <Panel title={t('referral.permissions')} testId="referral-permissions">
        <PagedTable
          testId="referral-permission-table"
          columns={columns}
          rowKey={(r) => `${r.uid}:${r.at}`}
          rowTestId="referral-permission-row"
          exportName="referral-permissions"
          list={list}
          query={decisions}
        />
      </Panel>
    </Page>
  );
}

const EMPTY = { uid: '', mayRefer: 'no', reason: '' };

function PermissionForm() {
  const { decidePermission } = useReferralActions();
  // A new key after each decision starts the form afresh.
  const [round, setRound] = useState(0);
  return (
    <PermissionFields
      key={round}
      pending={decidePermission.isPending}
      error={decidePermission.isPending ? null : decidePermission.error}
      onSubmit={(body) =>
        decidePermission.mutate(body, { onSuccess: () => setRound((n) => n + 1) })
      }
    />
  );
}

function PermissionFields(props: {
  pending: boolean;
  error: unknown;
  onSubmit(body: { uid: string; mayRefer: boolean; reason: string }): void;
}) {
  const { t } = useI18n();
  const { draft, set } = useDraft(() => EMPTY);
  const uid = draft.uid.trim();
  const reason = draft.reason.trim();
  const problems = permissionProblems(uid, reason);
  const shown = typedProblems(problems, { uid, reason });
  const invalid = invalidFields(shown);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0 && !props.pending)
      props.onSubmit({ uid, mayRefer: draft.mayRefer === 'yes', reason });
  };
  return (
    <form className="stack" onSubmit={submit} data-testid="referral-permission-form">
      <div className="form-grid cols-3">
        <Field
          label={t('col.uid')}
          testId="referral-permission-uid"
          kind="whole"
          value={draft.uid}
          onChange={set('uid')}
          invalid={invalid('uid')}
        />
        <SelectField
          label={t('referral.mayRefer')}
          testId="referral-permission-may-refer"
          value={draft.mayRefer}
          options={[
            { value: 'yes', label: t('referral.mayReferYes') },
            { value: 'no', label: t('referral.mayReferNo') },
          ]}
          onChange={set('mayRefer')}
        />
      </div>
      <label className="field">
        <span>{t('col.reason')}</span>
        <textarea
          data-testid="referral-permission-reason"
          rows={2}
          maxLength={300}
          aria-invalid={invalid('reason') || undefined}
          value={draft.reason}
          onChange={(e) => set('reason')(e.target.value)}
        />
      </label>
      <FormProblems problems={shown} testId="referral-permission-problems" />
      {props.error !== null && props.error !== undefined && (
        <p className="form-error" role="alert" data-testid="referral-permission-error">
          {describeError(props.error, t)}
        </p>
      )}
      <div>
        <button
          type="submit"
          className="primary"
          data-testid="referral-permission-submit"
          disabled={props.pending || problems.length > 0}
        >
          {t('referral.permissionSubmit')}
        </button>
      </div>
    </form>
  );
}
