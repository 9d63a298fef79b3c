import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { QueryState } from '../../../components/QueryState';
import { copyText } from '../clipboard';
import { useGoogleBind } from '../mutations';
import { useGoogleSecret } from '../queries';
import { checkCode } from '../validation';
import { DigitInput } from './DigitInput';
import { submitThen } from '../submit';

/** Scan or type the secret into an authenticator app, then prove it with a code. */
export function GoogleBindForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const secret = useGoogleSecret(true);
  const bind = useGoogleBind();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const codeError = submitted ? checkCode(code) : undefined;

  const copy = async (text: string) => {
    const copied = await copyText(text);
    notify.info(copied ? t('account.common.copied') : t('account.common.copyFailed'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!secret.data || bind.isPending || checkCode(code)) return;
    void submitThen(bind.mutateAsync, { secret: secret.data.secret, code }, onDone);
  };

  return (
    <QueryState
      isPending={secret.isPending}
      error={secret.error}
      onRetry={() => void secret.refetch()}
    >
      {secret.data && (
        <form className="account-form" noValidate onSubmit={submit}>
          <ol className="google-steps">
            <li>{t('account.google.step1')}</li>
            <li>{t('account.google.step2')}</li>
          </ol>
          <div className="qr-box">
            <img src={secret.data.qr} alt={t('account.google.qrAlt')} width={180} height={180} />
          </div>
          <div className="secret-row">
            <div>
              <div className="field-label">{t('account.google.secret')}</div>
              <code className="secret-text" data-testid="google-secret">
                {secret.data.secret}
              </code>
            </div>
            <Button
              size="small"
              fill="outline"
              shape="rounded"
              onClick={() => void copy(secret.data.secret)}
            >
              {t('account.common.copy')}
            </Button>
          </div>
          <div className="notice notice-warn" role="note">
            {t('account.google.onceWarning')}
          </div>
          <DigitInput
            value={code}
            onChange={setCode}
            label={t('account.google.step3')}
            testId="google-code"
            error={codeError && t(codeError)}
          />
          <Button
            type="submit"
            color="primary"
            shape="rounded"
            block
            size="large"
            loading={bind.isPending}
            data-testid="google-bind"
          >
            {t('account.google.bind')}
          </Button>
        </form>
      )}
    </QueryState>
  );
}
