import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendToOwn } from '../codes';
import { messageChannels, type BoundContacts } from '../factors';
import { useResetFundPassword } from '../mutations';
import { useFormState } from '../useFormState';
import { checkCode, checkFundConfirm, checkFundPassword } from '../validation';
import { ChannelTabs } from './ChannelTabs';
import { CodeField } from './CodeField';
import { DigitInput } from './DigitInput';
import { TextField } from './Field';
import { submitThen } from '../submit';

/** Reset a forgotten fund password with a code to a bound email or phone (and the authenticator). */
export function FundResetForm({
  contacts,
  onDone,
  onError,
}: {
  contacts: BoundContacts;
  onDone: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const reset = useResetFundPassword();
  const channels = messageChannels(contacts);
  const [channel, setChannel] = useState(channels[0] ?? 'email');
  const needsGoogle = contacts.googleBound;
  const form = useFormState(
    { verifyCode: '', googleCode: '', fundPassword: '', confirm: '' },
    (values) => ({
      verifyCode: checkCode(values.verifyCode),
      googleCode: needsGoogle ? checkCode(values.googleCode) : undefined,
      fundPassword: checkFundPassword(values.fundPassword),
      confirm: checkFundConfirm(values.confirm, values.fundPassword),
    }),
  );

  if (channels.length === 0) {
    return <div className="notice">{t('account.verify.noContact')}</div>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || !form.validateAll()) return;
    const { googleCode, ...rest } = form.values;
    const body = { ...rest, channel, googleCode: needsGoogle ? googleCode : undefined };
    void submitThen(reset.mutateAsync, body, onDone, onError);
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <ChannelTabs channels={channels} value={channel} onChange={setChannel} />
      <CodeField {...form.bind('verifyCode')} key={channel} onSend={() => sendToOwn(channel)} />
      {needsGoogle && (
        <TextField
          {...form.bind('googleCode')}
          onChange={(value) => form.set('googleCode', value.replace(/\D/g, '').slice(0, 6))}
          label={t('account.field.googleCode')}
          placeholder={t('account.field.codePlaceholder')}
          inputMode="numeric"
          maxLength={6}
        />
      )}
      <DigitInput {...form.bind('fundPassword')} label={t('account.fund.new')} masked />
      <DigitInput {...form.bind('confirm')} label={t('account.fund.confirm')} masked />
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={reset.isPending}
      >
        {t('account.common.confirm')}
      </Button>
    </form>
  );
}
