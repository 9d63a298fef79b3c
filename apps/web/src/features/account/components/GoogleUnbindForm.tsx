import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sendToOwn } from '../codes';
import { messageChannels, type BoundContacts } from '../factors';
import { useGoogleUnbind } from '../mutations';
import { useFormState } from '../useFormState';
import { checkCode } from '../validation';
import { ChannelTabs } from './ChannelTabs';
import { CodeField } from './CodeField';
import { DigitInput } from './DigitInput';
import { submitThen } from '../submit';

/** Unbinding needs the authenticator's code and a code sent to a bound email or phone. */
export function GoogleUnbindForm({
  contacts,
  onDone,
}: {
  contacts: BoundContacts;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const unbind = useGoogleUnbind();
  const channels = messageChannels(contacts);
  const [channel, setChannel] = useState(channels[0] ?? 'email');
  const form = useFormState({ code: '', verifyCode: '' }, (values) => ({
    code: checkCode(values.code),
    verifyCode: checkCode(values.verifyCode),
  }));

  if (channels.length === 0) {
    return (
      <div className="notice">
        <p>{t('account.google.unbindNeedsContact')}</p>
        <Link to="/resetVerify?factor=google">{t('account.manualReset.title')}</Link>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unbind.isPending || !form.validateAll()) return;
    void submitThen(unbind.mutateAsync, { ...form.values, channel }, onDone);
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <div className="status-banner" data-testid="google-bound">
        {t('account.google.boundBody')}
      </div>
      <DigitInput
        {...form.bind('code')}
        label={t('account.field.googleCode')}
        testId="google-unbind-code"
      />
      <ChannelTabs channels={channels} value={channel} onChange={setChannel} />
      <CodeField
        {...form.bind('verifyCode')}
        key={channel}
        onSend={() => sendToOwn(channel)}
        testId="google-unbind-verify"
      />
      <Button
        type="submit"
        color="danger"
        shape="rounded"
        block
        size="large"
        loading={unbind.isPending}
        data-testid="google-unbind"
      >
        {t('account.google.unbind')}
      </Button>
    </form>
  );
}
