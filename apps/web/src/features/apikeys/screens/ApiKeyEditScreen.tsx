import type { ApiKey } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../app/notify';
import { QueryState } from '../../../components/QueryState';
import { useLocale } from '../../../state/settings';
import { TextField } from '../../account/components/Field';
import { FormScreen } from '../../account/components/FormScreen';
import { useNow } from '../../promote/useNow';
import { DemoNotice } from '../components/DemoNotice';
import { IpAllowlistField } from '../components/IpAllowlistField';
import { PermissionsField } from '../components/PermissionsField';
import { StepUpSheet } from '../components/StepUpSheet';
import { dateText } from '../format';
import { useUpdateApiKey } from '../mutations';
import { API_KEYS_PATHS } from '../paths';
import { useApiKeys, useApiKeysEnabled } from '../queries';
import {
  changesOf,
  ipEntries,
  KIND_NAMES,
  LABEL_MAX,
  labelProblem,
  looksLikeIp,
  loosens,
  tradeStopsAt,
} from '../rules';
import { isStepUpRefusal, useStepUpGate } from '../useStepUpGate';
import '../../funding/funding.css';
import '../apikeys.css';

/** A key id as the path gives it: a positive whole number, or nothing. */
function idOf(param: string | undefined): number | null {
  const id = Number(param);
  return /^[1-9]\d{0,15}$/.test(param ?? '') && Number.isSafeInteger(id) ? id : null;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="notice apikey-inline-notice" data-testid="apikey-not-found">
      <p>{t('apiKeys.edit.notFound')}</p>
      <Link to={API_KEYS_PATHS.list}>{t('apiKeys.title')}</Link>
    </div>
  );
}

/**
 * The form over one key. Only what changed is sent: a new name or a scope
 * taken away goes at once; a scope added or the allowlist changed asks for
 * the step-up first (the server's rule).
 */
function KeyEditor({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const now = useNow();
  const update = useUpdateApiKey();
  const gate = useStepUpGate();
  const [label, setLabel] = useState(apiKey.label);
  const [trade, setTrade] = useState(apiKey.tradeRequested);
  const [withdraw, setWithdraw] = useState(apiKey.scopes.withdraw);
  const [rows, setRows] = useState(() =>
    apiKey.ipAllowlist.length > 0 ? [...apiKey.ipAllowlist] : [''],
  );
  const [submitted, setSubmitted] = useState(false);
  const ips = ipEntries(rows);
  const hasIps = ips.length > 0;
  const change = changesOf(apiKey, { label, trade, withdraw: withdraw && hasIps, ips });
  const needsStepUp = loosens(apiKey, change);
  const labelError = submitted ? labelProblem(label) : null;
  const stopsAt = tradeStopsAt(apiKey.createdAt);

  const send = async (stepUpToken?: string) => {
    await update.mutateAsync({ id: apiKey.id, ...change, ...(stepUpToken ? { stepUpToken } : {}) });
    notify.info(t('apiKeys.saved'));
    navigate(API_KEYS_PATHS.list, { replace: true });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (update.isPending || labelProblem(label) !== null || ips.some((ip) => !looksLikeIp(ip)))
      return;
    if (Object.keys(change).length === 0) {
      navigate(API_KEYS_PATHS.list, { replace: true });
      return;
    }
    if (needsStepUp) {
      gate.run(send);
      return;
    }
    // Tightening needs no step-up; should the server judge otherwise, verify and go on.
    send().catch((error: unknown) => {
      if (isStepUpRefusal(error)) gate.run(send);
    });
  };

  return (
    <>
      <form className="account-form" noValidate onSubmit={save} data-testid="apikey-edit-form">
        <div className="secret-row">
          <div>
            <div className="field-label">
              {t('apiKeys.apiKey')} · {KIND_NAMES[apiKey.kind]}
            </div>
            <code className="secret-text" data-testid="apikey-key">
              {apiKey.apiKey}
            </code>
          </div>
        </div>
        <TextField
          label={t('apiKeys.form.label')}
          value={label}
          onChange={setLabel}
          maxLength={LABEL_MAX}
          testId="apikey-label-input"
          error={
            labelError === null
              ? undefined
              : t(`apiKeys.form.labelError.${labelError}`, { max: LABEL_MAX })
          }
        />
        <PermissionsField
          trade={trade}
          withdraw={withdraw}
          hasIps={hasIps}
          onTrade={setTrade}
          onWithdraw={setWithdraw}
          tradeNote={
            trade &&
            !hasIps && (
              <span className="apikey-warn" data-testid="apikey-trade-lapse">
                {now < stopsAt
                  ? t('apiKeys.lapse.until', { date: dateText(stopsAt, locale) })
                  : t('apiKeys.lapse.stopped', { date: dateText(stopsAt, locale) })}
              </span>
            )
          }
        />
        <IpAllowlistField
          rows={rows}
          onChange={(next) => {
            setRows(next);
            if (ipEntries(next).length === 0) setWithdraw(false);
          }}
          showErrors={submitted}
        />
        {needsStepUp && (
          <p className="notice apikey-inline-notice" data-testid="apikey-loosen">
            {t('apiKeys.edit.loosen')}
          </p>
        )}
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          block
          size="large"
          loading={update.isPending}
          data-testid="apikey-save"
        >
          {t('apiKeys.edit.save')}
        </Button>
      </form>
      <StepUpSheet open={gate.asking} onVerified={gate.verified} onClose={gate.cancel} />
    </>
  );
}

function EditorOf({ id }: { id: number }) {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const key = keys.data?.find((k) => k.id === id);
  return (
    <QueryState isPending={keys.isPending} error={keys.error} onRetry={() => void keys.refetch()}>
      {key === undefined ? (
        <NotFound />
      ) : key.status === 'expired' ? (
        <div className="notice apikey-inline-notice" data-testid="apikey-expired">
          <p>{t('apiKeys.edit.expired')}</p>
          <Link to={API_KEYS_PATHS.list}>{t('apiKeys.title')}</Link>
        </div>
      ) : (
        <KeyEditor key={key.id} apiKey={key} />
      )}
    </QueryState>
  );
}

/** `/apiKeys/:id`: a key's name, permissions and IP allowlist. */
export default function ApiKeyEditScreen() {
  const { t } = useTranslation();
  const enabled = useApiKeysEnabled();
  const id = idOf(useParams().id);
  return (
    <FormScreen title={t('apiKeys.edit.title')} testId="screen-api-key-edit">
      {!enabled ? <DemoNotice /> : id === null ? <NotFound /> : <EditorOf id={id} />}
    </FormScreen>
  );
}
