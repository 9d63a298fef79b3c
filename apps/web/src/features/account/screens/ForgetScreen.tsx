import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { sendWithSlider, targetOf } from '../codes';
import { EmailField, PhoneField, useCountryChoice } from '../components/ContactFields';
import { FormScreen } from '../components/FormScreen';
import { SegmentTabs } from '../components/SegmentTabs';
import type { ResetFlow } from '../resetFlow';
import { useFormState } from '../useFormState';
import { checkEmail, checkPhone } from '../validation';

const CHANNELS = ['email', 'sms'] as const;

/** Step one of a password reset: where to send the code. */
export default function ForgetScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [channel, setChannel] = useState<(typeof CHANNELS)[number]>('email');
  const choice = useCountryChoice(channel === 'sms');
  const [sending, setSending] = useState(false);
  const form = useFormState({ email: '', phone: '' }, (values) => ({
    email: channel === 'email' ? checkEmail(values.email) : undefined,
    phone: channel === 'sms' ? checkPhone(values.phone) : undefined,
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !form.validateAll()) return;
    const target = targetOf(channel, form.values.email, form.values.phone, choice.country);
    setSending(true);
    try {
      const sent = await sendWithSlider('reset_password', channel, target);
      if (!sent) return;
      const shown =
        channel === 'email' ? (target.email ?? '') : `+${target.countryCode} ${target.phone}`;
      const flow: ResetFlow = { channel, target, shown, ...sent };
      navigate('/resetPassword', { state: flow });
    } catch {
      // Shown by the API client.
    } finally {
      setSending(false);
    }
  };

  return (
    <FormScreen
      title={t('account.forget.title')}
      intro={t('account.forget.intro')}
      testId="screen-forget"
    >
      <SegmentTabs
        items={CHANNELS.map((key) => ({ key, label: t(`account.channel.${key}`) }))}
        value={channel}
        onChange={setChannel}
        testIdPrefix="forget-tab"
      />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {channel === 'email' ? (
          <EmailField field={form.bind('email')} testId="forget-email" />
        ) : (
          <PhoneField field={form.bind('phone')} choice={choice} testId="forget-phone" />
        )}
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          block
          size="large"
          loading={sending}
          data-testid="forget-submit"
        >
          {t('account.forget.send')}
        </Button>
      </form>
      <p className="form-footer">
        {t('account.forget.lostAccess')}{' '}
        <Link to="/resetVerify">{t('account.manualReset.title')}</Link>
      </p>
    </FormScreen>
  );
}
