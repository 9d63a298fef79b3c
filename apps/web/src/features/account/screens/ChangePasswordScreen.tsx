import { Button } from 'antd-mobile';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { PasswordField } from '../components/Field';
import { FormScreen } from '../components/FormScreen';
import { StrengthMeter } from '../components/StrengthMeter';
import { useChangePassword } from '../mutations';
import { useFormState } from '../useFormState';
import { checkConfirm, checkPassword } from '../validation';
import { submitThen } from '../submit';

export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useFormState({ oldPassword: '', password: '', confirm: '' }, (values) => ({
    oldPassword: values.oldPassword === '' ? 'account.error.required' : undefined,
    password:
      checkPassword(values.password) ??
      (values.password === values.oldPassword ? 'account.error.sameAsOld' : undefined),
    confirm: checkConfirm(values.confirm, values.password),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending || !form.validateAll()) return;
    void submitThen(change.mutateAsync, form.values, () => {
      notify.info(t('account.changePassword.done'));
      navigate('/safety', { replace: true });
    });
  };

  return (
    <FormScreen title={t('account.changePassword.title')} testId="screen-change-password">
      <form className="account-form" noValidate onSubmit={submit}>
        <PasswordField
          {...form.bind('oldPassword')}
          label={t('account.field.oldPassword')}
          placeholder={t('account.field.passwordPlaceholder')}
          testId="change-old-password"
        />
        <PasswordField
          {...form.bind('password')}
          label={t('account.field.newPassword')}
          placeholder={t('account.field.newPasswordPlaceholder')}
          autoComplete="new-password"
          hint={<StrengthMeter password={form.values.password} />}
          testId="change-password"
        />
        <PasswordField
          {...form.bind('confirm')}
          label={t('account.field.confirmPassword')}
          placeholder={t('account.field.confirmPlaceholder')}
          autoComplete="new-password"
          testId="change-confirm"
        />
        <div className="form-links">
          <Link to="/forget">{t('account.login.forgot')}</Link>
        </div>
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          block
          size="large"
          loading={change.isPending}
          data-testid="change-submit"
        >
          {t('account.common.confirm')}
        </Button>
      </form>
    </FormScreen>
  );
}
