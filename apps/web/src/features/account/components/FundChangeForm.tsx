import { Button } from 'antd-mobile';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeFundPassword } from '../mutations';
import { useFormState } from '../useFormState';
import { checkFundConfirm, checkFundPassword } from '../validation';
import { DigitInput } from './DigitInput';
import { submitThen } from '../submit';

/** Change the fund password with the old one. */
export function FundChangeForm({
  onDone,
  onError,
}: {
  onDone: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const change = useChangeFundPassword();
  const form = useFormState({ oldFundPassword: '', fundPassword: '', confirm: '' }, (values) => ({
    oldFundPassword: checkFundPassword(values.oldFundPassword),
    fundPassword: checkFundPassword(values.fundPassword),
    confirm: checkFundConfirm(values.confirm, values.fundPassword),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending || !form.validateAll()) return;
    void submitThen(change.mutateAsync, form.values, onDone, onError);
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <DigitInput {...form.bind('oldFundPassword')} label={t('account.fund.old')} masked />
      <DigitInput {...form.bind('fundPassword')} label={t('account.fund.new')} masked />
      <DigitInput {...form.bind('confirm')} label={t('account.fund.confirm')} masked />
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={change.isPending}
      >
        {t('account.common.confirm')}
      </Button>
    </form>
  );
}
