import { ERROR_CODES } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api';
import { Logo } from '../../../components/Logo';
import { requestCaptcha } from '../../captcha';
import { PasswordField, TextField } from '../components/Field';
import { FormScreen } from '../components/FormScreen';
import { WalletLoginButton } from '../components/WalletLoginButton';
import { useLogin } from '../mutations';
import { safeRedirect } from '../redirect';
import { useFormState } from '../useFormState';
import { checkCode } from '../validation';

const GOOGLE_CODE_REQUIRED = ERROR_CODES.GOOGLE_CODE_REQUIRED;

/** The one-use pass the server sends with GOOGLE_CODE_REQUIRED, if any. */
function passOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('captchaToken' in data)) return null;
  const token = (data as { captchaToken: unknown }).captchaToken;
  return typeof token === 'string' && token !== '' ? token : null;
}

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const login = useLogin();
  // Set when the server answers that this account needs its authenticator code.
  const [needsCode, setNeedsCode] = useState(false);
  // The pass the server gave with that answer: the code step needs no second puzzle.
  const [codePass, setCodePass] = useState<string | null>(null);
  const form = useFormState({ username: '', password: '', code: '' }, (values) => ({
    username: values.username.trim() === '' ? 'account.error.required' : undefined,
    // Only presence is checked: accounts from before the 8-character rule still log in.
    password: values.password === '' ? 'account.error.required' : undefined,
    code: needsCode ? checkCode(values.code) : undefined,
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending || !form.validateAll()) return;
    const captchaToken = codePass ?? (await requestCaptcha());
    if (captchaToken === null) return;
    setCodePass(null);
    const { username, password, code } = form.values;
    try {
      await login.mutateAsync({
        username: username.trim(),
        password,
        code: needsCode ? code : undefined,
        captchaToken,
      });
      navigate(target, { replace: true });
    } catch (error) {
      // The server's message is already toasted; here the screen only adapts.
      if (isApiError(error) && error.code === GOOGLE_CODE_REQUIRED) {
        setNeedsCode(true);
        setCodePass(passOf(error.data));
        // The new field starts clean rather than already marked as missing.
        form.reset(form.values);
      }
    }
  };

  const registerLink = params.toString() ? `/register?${params.toString()}` : '/register';
  return (
    <FormScreen title={t('account.login.title')} testId="screen-login">
      <div className="auth-hero">
        <Logo size="0.8rem" />
        <h1>{t('account.login.welcome')}</h1>
        <p className="muted">{t('account.login.subtitle')}</p>
      </div>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          {...form.bind('username')}
          label={t('account.field.loginName')}
          placeholder={t('account.field.loginNamePlaceholder')}
          autoComplete="username"
          maxLength={254}
          testId="login-username"
        />
        <PasswordField
          {...form.bind('password')}
          label={t('account.field.password')}
          placeholder={t('account.field.passwordPlaceholder')}
          testId="login-password"
        />
        {needsCode && (
          <TextField
            {...form.bind('code')}
            onChange={(value) => form.set('code', value.replace(/\D/g, '').slice(0, 6))}
            label={t('account.field.googleCode')}
            placeholder={t('account.field.codePlaceholder')}
            hint={t('account.login.googleStep')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            testId="login-code"
          />
        )}
        <div className="form-links">
          <Link to="/forget">{t('account.login.forgot')}</Link>
          <Link to="/resetVerify">{t('account.login.lostFactor')}</Link>
        </div>
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          block
          size="large"
          loading={login.isPending}
          data-testid="login-submit"
        >
          {t('account.login.submit')}
        </Button>
      </form>
      <WalletLoginButton onSignedIn={() => navigate(target, { replace: true })} />
      <p className="form-footer">
        {t('account.login.noAccount')} <Link to={registerLink}>{t('account.login.register')}</Link>
      </p>
    </FormScreen>
  );
}
