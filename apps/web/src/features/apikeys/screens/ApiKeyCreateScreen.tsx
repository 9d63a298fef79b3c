import {
  API_KEY_TRADE_WITHOUT_IP_DAYS,
  type ApiKeyKind,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api';
import { TextField } from '../../account/components/Field';
import { FormScreen } from '../../account/components/FormScreen';
import { ResultView } from '../../account/components/ResultView';
import { TextAreaField } from '../../account/components/TextAreaField';
import { currentStepUpToken, useStepUp, useStepUpState } from '../../account/stepUp';
import { CopyButton } from '../../funding/components/CopyButton';
import { DetailRows } from '../../funding/components/DetailRows';
import { useStepUpExpiry } from '../../funding/useStepUpExpiry';
import { DemoNotice } from '../components/DemoNotice';
import { IpAllowlistField } from '../components/IpAllowlistField';
import { KindPicker } from '../components/KindPicker';
import { PermissionsField } from '../components/PermissionsField';
import { StepUpStep } from '../../account/components/StepUpStep';
import { useCreateApiKey } from '../mutations';
import { API_KEYS_PATHS } from '../paths';
import { useApiKeysEnabled } from '../queries';
import {
  ipEntries,
  KIND_NAMES,
  LABEL_MAX,
  labelProblem,
  looksLikeIp,
  PUBLIC_KEY_MAX,
  publicKeyProblem,
} from '../rules';
import { isStepUpRefusal } from '../useStepUpGate';
import '../../funding/funding.css';
import '../../funding/funding-detail.css';
import '../apikeys.css';

/** A key pair made on the user's own computer: the private half never comes here. */
const OPENSSL_COMMANDS = [
  'openssl genpkey -algorithm ed25519 -out private.pem',
  'openssl pkey -in private.pem -pubout -out public.pem',
];
const PEM_EXAMPLE = '-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----';

interface Draft {
  label: string;
  kind: ApiKeyKind;
  publicKey: string;
  trade: boolean;
  withdraw: boolean;
  /** The allowlist's rows as typed. */
  ips: string[];
}

type NewKey = Omit<CreateApiKeyBody, 'stepUpToken'>;

type Step =
  { at: 'form' } | { at: 'verify'; body: NewKey } | { at: 'done'; created: CreatedApiKey };

/** The draft as the server takes it, or null while a field is wrong. */
function bodyOf(draft: Draft): NewKey | null {
  const ips = ipEntries(draft.ips);
  if (labelProblem(draft.label) !== null || ips.some((ip) => !looksLikeIp(ip))) return null;
  if (draft.kind === 'ed25519' && publicKeyProblem(draft.publicKey) !== null) return null;
  return {
    label: draft.label.trim(),
    kind: draft.kind,
    ...(draft.kind === 'ed25519' ? { publicKey: draft.publicKey.trim() } : {}),
    trade: draft.trade,
    withdraw: draft.withdraw && ips.length > 0,
    ipAllowlist: ips,
  };
}

function KeyForm({
  draft,
  onChange,
  onNext,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onNext: (body: NewKey) => void;
}) {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const label = submitted ? labelProblem(draft.label) : null;
  const publicKey =
    submitted && draft.kind === 'ed25519' ? publicKeyProblem(draft.publicKey) : null;
  const hasIps = ipEntries(draft.ips).length > 0;

  const next = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const body = bodyOf(draft);
    if (body !== null) onNext(body);
  };

  return (
    <form className="account-form" noValidate onSubmit={next} data-testid="apikey-form">
      <TextField
        label={t('apiKeys.form.label')}
        value={draft.label}
        onChange={(value) => set({ label: value })}
        maxLength={LABEL_MAX}
        placeholder={t('apiKeys.form.labelPlaceholder')}
        testId="apikey-label-input"
        error={
          label === null ? undefined : t(`apiKeys.form.labelError.${label}`, { max: LABEL_MAX })
        }
      />
      <KindPicker value={draft.kind} onChange={(kind) => set({ kind })} />
      {draft.kind === 'ed25519' && (
        <div className="apikey-public-key">
          <TextAreaField
            label={t('apiKeys.form.publicKey')}
            value={draft.publicKey}
            onChange={(value) => set({ publicKey: value })}
            maxLength={PUBLIC_KEY_MAX}
            placeholder={PEM_EXAMPLE}
            testId="apikey-public-key"
            error={publicKey === null ? undefined : t(`apiKeys.form.publicKeyError.${publicKey}`)}
          />
          <p className="field-hint">{t('apiKeys.form.publicKeyHint')}</p>
          <pre className="apikey-command" data-testid="apikey-openssl">
            {OPENSSL_COMMANDS.join('\n')}
          </pre>
        </div>
      )}
      <PermissionsField
        trade={draft.trade}
        withdraw={draft.withdraw}
        hasIps={hasIps}
        onTrade={(trade) => set({ trade })}
        onWithdraw={(withdraw) => set({ withdraw })}
        tradeNote={
          draft.trade &&
          !hasIps && (
            <span className="apikey-warn" data-testid="apikey-trade-lapse">
              {t('apiKeys.form.tradeNoIp', { days: API_KEY_TRADE_WITHOUT_IP_DAYS })}
            </span>
          )
        }
      />
      <IpAllowlistField
        rows={draft.ips}
        onChange={(ips) => set({ ips, withdraw: draft.withdraw && ipEntries(ips).length > 0 })}
        showErrors={submitted}
      />
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        data-testid="apikey-continue"
      >
        {t('apiKeys.form.continue')}
      </Button>
    </form>
  );
}

/** What is about to be made, as the user set it. */
function Summary({ body }: { body: NewKey }) {
  const { t } = useTranslation();
  const scopes = [
    t('apiKeys.scope.read'),
    ...(body.trade ? [t('apiKeys.scope.trade')] : []),
    ...(body.withdraw ? [t('apiKeys.scope.withdraw')] : []),
  ];
  const ips = body.ipAllowlist ?? [];
  return (
    <section className="card apikey-section" data-testid="apikey-summary">
      <DetailRows
        rows={[
          { label: t('apiKeys.form.label'), value: body.label },
          { label: t('apiKeys.form.kind'), value: KIND_NAMES[body.kind] },
          { label: t('apiKeys.scopes'), value: scopes.join(' · ') },
          {
            label: t('apiKeys.form.ips'),
            value: ips.length > 0 ? ips.join(', ') : t('apiKeys.anyIp'),
          },
        ]}
      />
    </section>
  );
}

/** Step two: prove it is you, then the key is made with the step-up token. */
function Verify({
  body,
  onBack,
  onCreated,
}: {
  body: NewKey;
  onBack: () => void;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const { t } = useTranslation();
  const { token } = useStepUpState();
  useStepUpExpiry();
  const create = useCreateApiKey();

  const send = async () => {
    const stepUpToken = currentStepUpToken();
    if (stepUpToken === null) {
      // Expired between showing "verified" and pressing: ask again.
      useStepUp.getState().clear();
      return;
    }
    if (create.isPending) return;
    try {
      const created = await create.mutateAsync({ ...body, stepUpToken });
      // The server spent the token making the key.
      useStepUp.getState().clear();
      onCreated(created);
    } catch (error) {
      if (isStepUpRefusal(error)) useStepUp.getState().clear();
      // A refusal of the key itself (its public key, an address, the limit) is the form's to fix;
      // the token was not spent and stays for the next try.
      else if (isApiError(error) && error.kind === 'business') onBack();
    }
  };

  return (
    <div className="apikey-stack">
      <Summary body={body} />
      <section className="card apikey-section">
        <h2 className="apikey-section-title">{t('apiKeys.verify.title')}</h2>
        {token === null ? (
          <>
            <p className="muted small">{t('apiKeys.verify.why')}</p>
            <StepUpStep noticeClassName="apikey-inline-notice" onDone={() => void send()} />
          </>
        ) : (
          <>
            <p className="apikey-verified" data-testid="apikey-verified">
              <CheckCircleFill aria-hidden="true" /> {t('apiKeys.verify.done')}
            </p>
            <Button
              color="primary"
              shape="rounded"
              block
              size="large"
              loading={create.isPending}
              data-testid="apikey-submit"
              onClick={() => void send()}
            >
              {t('apiKeys.form.submit')}
            </Button>
          </>
        )}
      </section>
      <Button fill="none" block data-testid="apikey-back" onClick={onBack}>
        {t('apiKeys.form.back')}
      </Button>
    </div>
  );
}

/**
 * The new key, once: an HMAC key's secret with a warning that it is never
 * shown again; for Ed25519, that only the public key is kept.
 */
function Created({ created }: { created: CreatedApiKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key, secret } = created;
  return (
    <div className="apikey-stack" data-testid="apikey-result">
      <ResultView title={t('apiKeys.result.title')} body={key.label} />
      <div className="secret-row">
        <div>
          <div className="field-label">{t('apiKeys.apiKey')}</div>
          <code className="secret-text" data-testid="apikey-result-key">
            {key.apiKey}
          </code>
        </div>
        <CopyButton text={key.apiKey} label={t('apiKeys.copyKey')} testId="apikey-result-copy" />
      </div>
      {secret !== null ? (
        <>
          <div className="secret-row apikey-secret">
            <div>
              <div className="field-label">{t('apiKeys.result.secret')}</div>
              <code className="secret-text" data-testid="apikey-secret">
                {secret}
              </code>
            </div>
          </div>
          <CopyButton
            text={secret}
            label={t('apiKeys.result.copySecret')}
            testId="apikey-secret-copy"
            withText
          />
          <p className="notice notice-warn" role="alert" data-testid="apikey-secret-once">
            {t('apiKeys.result.secretOnce')}
          </p>
        </>
      ) : (
        <p className="notice" role="note" data-testid="apikey-public-only">
          {t('apiKeys.result.publicOnly')}
        </p>
      )}
      <Button
        color="primary"
        shape="rounded"
        block
        size="large"
        data-testid="apikey-done"
        onClick={() => navigate(API_KEYS_PATHS.list, { replace: true })}
      >
        {t('apiKeys.result.done')}
      </Button>
    </div>
  );
}

const EMPTY: Draft = {
  label: '',
  kind: 'hmac',
  publicKey: '',
  trade: false,
  withdraw: false,
  ips: [''],
};

/**
 * `/apiKeys/new`: name, kind (HMAC, or Ed25519 with the user's public key),
 * permissions and IP allowlist; then the step-up; then the key, its HMAC
 * secret shown this once. The secret lives in this screen's state only.
 */
export default function ApiKeyCreateScreen() {
  const { t } = useTranslation();
  const enabled = useApiKeysEnabled();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [step, setStep] = useState<Step>({ at: 'form' });
  return (
    <FormScreen
      title={step.at === 'done' ? t('apiKeys.result.title') : t('apiKeys.create')}
      intro={step.at === 'form' ? t('apiKeys.form.intro') : undefined}
      testId="screen-api-key-create"
    >
      {!enabled && <DemoNotice />}
      {enabled && step.at === 'form' && (
        <KeyForm
          draft={draft}
          onChange={setDraft}
          onNext={(body) => setStep({ at: 'verify', body })}
        />
      )}
      {enabled && step.at === 'verify' && (
        <Verify
          body={step.body}
          onBack={() => setStep({ at: 'form' })}
          onCreated={(created) => setStep({ at: 'done', created })}
        />
      )}
      {enabled && step.at === 'done' && <Created created={step.created} />}
    </FormScreen>
  );
}
