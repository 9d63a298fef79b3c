import { Button } from 'antd-mobile';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../app/notify';
import { QueryState } from '../../../components/QueryState';
import { DigitInput } from '../components/DigitInput';
import { FormScreen } from '../components/FormScreen';
import { useSetFundPassword } from '../mutations';
import { useSecurityOverview } from '../queries';
import { safeRedirect } from '../redirect';
import { useFormState } from '../useFormState';
import { checkFundConfirm, checkFundPassword } from '../validation';

/** Sets the 6-digit fund password that withdrawals and other money moves ask for. */
export default function SetFondScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const overview = useSecurityOverview();
  const setFund = useSetFundPassword();
  const form = useFormState({ fundPassword: '', confirm: '' }, (values) => ({
    fundPassword: checkFundPassword(values.fundPassword),
    confirm: checkFundConfirm(values.confirm, values.fundPassword),
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (setFund.isPending || !form.validateAll()) return;
    try {
      await setFund.mutateAsync(form.values);
      notify.info(t('account.fund.setDone'));
      navigate(safeRedirect(params.get('redirect'), '/safety'), { replace: true });
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <FormScreen
      title={t('account.fund.setTitle')}
      intro={t('account.fund.intro')}
      testId="screen-set-fund"
    >
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      >
        {overview.data?.fundPasswordSet ? (
          <div className="notice">
            <p>{t('account.fund.alreadySet')}</p>
            <Button
              size="small"
              color="primary"
              fill="outline"
              onClick={() => navigate('/changeFundsPassword', { replace: true })}
            >
              {t('account.fund.changeTitle')}
            </Button>
          </div>
        ) : (
          <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
            <DigitInput
              {...form.bind('fundPassword')}
              label={t('account.fund.new')}
              masked
              autoFocus
              testId="fund-password"
            />
            <DigitInput
              {...form.bind('confirm')}
              label={t('account.fund.confirm')}
              masked
              testId="fund-confirm"
            />
            <Button
              type="submit"
              color="primary"
              shape="rounded"
              block
              size="large"
              loading={setFund.isPending}
              data-testid="fund-submit"
            >
              {t('account.common.confirm')}
            </Button>
          </form>
        )}
      </QueryState>
    </FormScreen>
  );
}
