import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/Logo';
import { requestCaptcha } from '../../captcha';
import { sendWithSlider, targetOf } from '../codes';
import { CodeField } from '../components/CodeField';
import { EmailField, PhoneField, useCountryChoice } from '../components/ContactFields';
import { CheckboxField, PasswordField, TextField } from '../components/Field';
import { FormScreen } from '../components/FormScreen';
import { SegmentTabs } from '../components/SegmentTabs';
import { StrengthMeter } from '../components/StrengthMeter';
import { useRegister } from '../mutations';
import { useFormState } from '../useFormState';
import {
  checkCode,
  checkConfirm,
  checkEmail,
  checkPassword,
  checkPhone,
  checkTerms,
  checkUsername,
} from '../validation';

const REGISTER_TYPES = ['account', 'phone', 'email'] as const;
type RegisterType = (typeof REGISTER_TYPES)[number];

export default function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const [type, setType] = useState<RegisterType>('account');
  const choice = useCountryChoice(type === 'phone');
  const [agreed, setAgreed] = useState(false);
  const initial = {
    username: '',
    email: '',
    phone: '',
    code: '',
    password: '',
    confirm: '',
    inviteCode: (params.get('inviteCode') ?? '').slice(0, 32),
  };
  const form = useFormState(initial, (values) => ({
    username: type === 'account' ? checkUsername(values.username) : undefined,
    email: type === 'email' ? checkEmail(values.email) : undefined,
    phone: type === 'phone' ? checkPhone(values.phone) : undefined,
    code: type === 'account' ? undefined : checkCode(values.code),
    password: checkPassword(values.password),
    confirm: checkConfirm(values.confirm, values.password),
  }));
  const channel = type === 'email' ? 'email' : 'sms';
  const termsError = form.submitted ? checkTerms(agreed) : undefined;

  const switchType = (next: RegisterType) => {
    setType(next);
    // A code belongs to the address it was sent to.
    form.set('code', '');
  };

  /** The address must be valid before a code is sent to it. */
  const canSend = () => {
    const field = type === 'email' ? 'email' : 'phone';
    form.bind(field).onBlur();
    return form.errors[field] === undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validateAll();
    if (register.isPending || !valid || !agreed) return;
    // One puzzle per registration: with an e-mail or phone, sending the code took it.
    const captchaToken = type === 'account' ? await requestCaptcha() : undefined;
    if (captchaToken === null) return;
    const { values } = form;
    await register
      .mutateAsync({
        type,
        ...(type === 'account'
          ? { username: values.username.trim() }
          : {
              ...targetOf(channel, values.email, values.phone, choice.country),
              code: values.code,
            }),
        password: values.password,
        inviteCode: values.inviteCode.trim() || undefined,
        ...(captchaToken ? { captchaToken } : {}),
      })
      .then(() => navigate('/finish', { replace: true }))
      // The API client has shown the server's reason; the form stays as typed.
      .catch(() => undefined);
  };

  return (
    <FormScreen title={t('account.register.title')} testId="screen-register">
      <div className="auth-hero">
        <Logo size="0.8rem" />
        <h1>{t('account.register.headline')}</h1>
        <p className="muted">{t('account.register.subtitle')}</p>
      </div>
      <SegmentTabs
        items={REGISTER_TYPES.map((key) => ({ key, label: t(`account.register.tab.${key}`) }))}
        value={type}
        onChange={switchType}
        testIdPrefix="register-tab"
      />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {type === 'account' && (
          <TextField
            {...form.bind('username')}
            label={t('account.field.username')}
            placeholder={t('account.field.usernamePlaceholder')}
            autoComplete="username"
            maxLength={30}
            testId="register-username"
          />
        )}
        {type === 'email' && <EmailField field={form.bind('email')} testId="register-email" />}
        {type === 'phone' && (
          <PhoneField field={form.bind('phone')} choice={choice} testId="register-phone" />
        )}
        {type !== 'account' && (
          <CodeField
            {...form.bind('code')}
            testId="register-code"
            canSend={canSend}
            onSend={() =>
              sendWithSlider(
                'register',
                channel,
                targetOf(channel, form.values.email, form.values.phone, choice.country),
              )
            }
          />
        )}
        <PasswordField
          {...form.bind('password')}
          label={t('account.field.password')}
          placeholder={t('account.field.newPasswordPlaceholder')}
          autoComplete="new-password"
          hint={<StrengthMeter password={form.values.password} />}
          testId="register-password"
        />
        <PasswordField
          {...form.bind('confirm')}
          label={t('account.field.confirmPassword')}
          placeholder={t('account.field.confirmPlaceholder')}
          autoComplete="new-password"
          testId="register-confirm"
        />
        <TextField
          {...form.bind('inviteCode')}
          label={t('account.field.inviteCode')}
          placeholder={t('account.field.optional')}
          maxLength={32}
          testId="register-invite"
        />
        <CheckboxField
          checked={agreed}
          onChange={setAgreed}
          testId="register-terms"
          error={termsError && t(termsError)}
        >
          {t('account.register.agree')}{' '}
          <Link to="/TermsOfService">{t('account.register.terms')}</Link>
        </CheckboxField>
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          block
          size="large"
          loading={register.isPending}
          data-testid="register-submit"
        >
          {t('account.register.submit')}
        </Button>
      </form>
      <p className="form-footer">
        {t('account.register.haveAccount')} <Link to="/login">{t('account.register.login')}</Link>
      </p>
    </FormScreen>
  );
}
