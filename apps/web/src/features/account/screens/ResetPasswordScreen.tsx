import { Button } from 'antd-mobile';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { sendWithSlider } from '../codes';
import { CodeField } from '../components/CodeField';
import { PasswordField } from '../components/Field';
import { FormScreen } from '../components/FormScreen';
import { StrengthMeter } from '../components/StrengthMeter';
import { useResetPassword } from '../mutations';
import { resetFlowOf, type ResetFlow } from '../resetFlow';
import { useFormState } from '../useFormState';
import { checkCode, checkConfirm, checkPassword } from '../validation';
import { submitThen } from '../submit';

function ResetPasswordForm({ flow }: { flow: ResetFlow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useFormState({ code: '', password: '', confirm: '' }, (values) => ({
    code: checkCode(values.code),
    password: checkPassword(values.password),
    confirm: checkConfirm(values.confirm, values.password),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || !form.validateAll()) return;
    const body = { channel: flow.channel, ...flow.target, ...form.values };
    void submitThen(reset.mutateAsync, body, () => navigate('/passSuccess', { replace: true }));
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <div className="notice">{t('account.reset.codeNotice', { target: flow.shown })}</div>
      <CodeField
        {...form.bind('code')}
        privacyHint
        alreadySent={flow}
        onSend={() => sendWithSlider('reset_password', flow.channel, flow.target)}
        testId="reset-code"
      />
      <PasswordField
        {...form.bind('password')}
        label={t('account.field.newPassword')}
        placeholder={t('account.field.newPasswordPlaceholder')}
        autoComplete="new-password"
        hint={<StrengthMeter password={form.values.password} />}
        testId="reset-password"
      />
      <PasswordField
        {...form.bind('confirm')}
        label={t('account.field.confirmPassword')}
        placeholder={t('account.field.confirmPlaceholder')}
        autoComplete="new-password"
        testId="reset-confirm"
      />
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={reset.isPending}
        data-testid="reset-submit"
      >
        {t('account.reset.submit')}
      </Button>
    </form>
  );
}

/** Step two of a password reset: the code and the new password. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const flow = resetFlowOf(useLocation().state);
  // Opened directly (bookmark, reload in a new tab): there is no code to enter yet.
  if (!flow) return <Navigate to="/forget" replace />;
  return (
    <FormScreen title={t('account.reset.title')} testId="screen-reset-password">
      <ResetPasswordForm flow={flow} />
    </FormScreen>
  );
}
