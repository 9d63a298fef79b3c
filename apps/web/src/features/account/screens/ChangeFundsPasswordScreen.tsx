import { ERROR_CODES } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api';
import { notify } from '../../../app/notify';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../components/FormScreen';
import { FundChangeForm } from '../components/FundChangeForm';
import { FundLockNotice } from '../components/FundLockNotice';
import { FundResetForm } from '../components/FundResetForm';
import { SegmentTabs } from '../components/SegmentTabs';
import { useSecurityOverview } from '../queries';

const MODES = ['change', 'reset'] as const;
type Mode = (typeof MODES)[number];
const LOCKED = ERROR_CODES.FUND_PASSWORD_LOCKED;

/** Change the fund password with the old one, or reset it with a code when forgotten. */
export default function ChangeFundsPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'reset' ? 'reset' : 'change';
  const overview = useSecurityOverview();
  const [lockMessage, setLockMessage] = useState<string | null>(null);

  const onDone = () => {
    notify.info(t('account.fund.changeDone'));
    navigate('/safety', { replace: true });
  };
  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === LOCKED) setLockMessage(error.message);
  };

  return (
    <FormScreen title={t('account.fund.changeTitle')} testId="screen-change-fund">
      <SegmentTabs
        items={MODES.map((key) => ({ key, label: t(`account.fund.mode.${key}`) }))}
        value={mode}
        onChange={(next) => setParams(next === 'reset' ? { mode: 'reset' } : {}, { replace: true })}
        testIdPrefix="fund-mode"
      />
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      >
        {overview.data && (
          <>
            <FundLockNotice
              lockedUntil={overview.data.fundPasswordLockedUntil}
              serverMessage={lockMessage}
            />
            {!overview.data.fundPasswordSet ? (
              <div className="notice">
                <p>{t('account.fund.notSetYet')}</p>
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  onClick={() => navigate('/setFond', { replace: true })}
                >
                  {t('account.fund.setTitle')}
                </Button>
              </div>
            ) : mode === 'change' ? (
              <FundChangeForm onDone={onDone} onError={onError} />
            ) : (
              <FundResetForm contacts={overview.data} onDone={onDone} onError={onError} />
            )}
          </>
        )}
      </QueryState>
    </FormScreen>
  );
}
