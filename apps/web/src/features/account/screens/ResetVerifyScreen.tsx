import { RESET_FACTORS } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../state/session';
import { requestCaptcha } from '../../captcha';
import { TextField } from '../components/Field';
import { FormScreen } from '../components/FormScreen';
import { SegmentTabs } from '../components/SegmentTabs';
import { TextAreaField } from '../components/TextAreaField';
import { useResetRequest } from '../mutations';
import { useFormState } from '../useFormState';
import { submitThen } from '../submit';
import type { Check } from '../validation';

type Factor = (typeof RESET_FACTORS)[number];
/** The server's bounds for the request (resetVerifyBody). */
const CONTACT_MIN = 3;
const CONTACT_MAX = 200;
const MESSAGE_MIN = 10;
const MESSAGE_MAX = 2000;

const lengthCheck = (value: string, min: number, tooShort: Check): Check =>
  value.trim() === '' ? 'account.error.required' : value.trim().length < min ? tooShort : undefined;

/** Ask an operator to reset a lost factor; works logged in or out. */
export default function ResetVerifyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useSession((state) => state.token !== null);
  const request = useResetRequest();
  const [factor, setFactor] = useState<Factor>(
    RESET_FACTORS.find((key) => key === params.get('factor')) ?? 'google',
  );
  const form = useFormState({ username: '', contact: '', message: '' }, (values) => ({
    // Logged out, the account has to be named; logged in, the session names it.
    username: signedIn ? undefined : lengthCheck(values.username, 1, undefined),
    contact: lengthCheck(values.contact, CONTACT_MIN, 'account.error.contact'),
    message: lengthCheck(values.message, MESSAGE_MIN, 'account.error.message'),
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending || !form.validateAll()) return;
    const captchaToken = await requestCaptcha();
    if (captchaToken === null) return;
    const { username, contact, message } = form.values;
    const body = {
      factor,
      username: signedIn ? undefined : username.trim(),
      contact: contact.trim(),
      message: message.trim(),
      captchaToken,
    };
    await submitThen(request.mutateAsync, body, (reply) =>
      navigate('/resetSuccess', { replace: true, state: { reviewDays: reply.reviewDays } }),
    );
  };

  return (
    <FormScreen
      title={t('account.manualReset.title')}
      intro={t('account.manualReset.intro')}
      testId="screen-reset-verify"
    >
      <SegmentTabs
        items={RESET_FACTORS.map((key) => ({ key, label: t(`account.manualReset.factor.${key}`) }))}
        value={factor}
        onChange={setFactor}
        testIdPrefix="reset-factor"
      />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {!signedIn && (
          <TextField
            {...form.bind('username')}
            label={t('account.field.loginName')}
            placeholder={t('account.field.loginNamePlaceholder')}
            maxLength={254}
            autoComplete="username"
          />
        )}
        <TextField
          {...form.bind('contact')}
          label={t('account.manualReset.contact')}
          placeholder={t('account.manualReset.contactPlaceholder')}
          maxLength={CONTACT_MAX}
        />
        <TextAreaField
          {...form.bind('message')}
          label={t('account.manualReset.message')}
          placeholder={t('account.manualReset.messagePlaceholder')}
          maxLength={MESSAGE_MAX}
        />
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          block
          size="large"
          loading={request.isPending}
          data-testid="reset-request-submit"
        >
          {t('account.manualReset.submit')}
        </Button>
      </form>
    </FormScreen>
  );
}
