import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../../account/components/FormScreen';
import { ResultView } from '../../account/components/ResultView';
import { StatusBadge } from '../components/StatusBadge';
import { WithdrawalNotes } from '../components/WithdrawalNotes';
import { WithdrawalRows } from '../components/WithdrawalRows';
import { idParam, recordsPath, withdrawalDetailPath } from '../paths';
import { useWithdrawal } from '../queries';
import { WITHDRAWAL_TONE } from '../status';
import '../funding.css';

/**
 * Withdraw, step three (?id=): the request went in. Its record comes from the
 * apply reply already in the cache, so this shows at once and survives a reload.
 */
export default function WithdrawSubmitScreen() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (id === undefined) return <Navigate to={recordsPath('withdraw')} replace />;
  return <WithdrawResult id={id} />;
}

function WithdrawResult({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const withdrawal = useWithdrawal(id);
  const data = withdrawal.data;
  return (
    <FormScreen title={t('funding.result.screenTitle')} testId="screen-withdraw-result">
      <QueryState
        isPending={withdrawal.isPending}
        error={withdrawal.error}
        onRetry={() => void withdrawal.refetch()}
      >
        {data && (
          <div className="funding-stack">
            <ResultView
              status={data.status === 'success' ? 'success' : 'pending'}
              title={t('funding.result.title')}
              body={t('funding.result.body')}
            />
            <div className="result-status">
              <StatusBadge
                tone={WITHDRAWAL_TONE[data.status]}
                text={t(`funding.withdrawStatus.${data.status}`)}
                testId="withdraw-status"
              />
            </div>
            <WithdrawalNotes withdrawal={data} />
            <section className="funding-card">
              <WithdrawalRows withdrawal={data} times={false} />
            </section>
            <div className="funding-actions">
              <Button
                block
                shape="rounded"
                size="large"
                color="primary"
                data-testid="withdraw-detail-link"
                onClick={() => navigate(withdrawalDetailPath(data.id))}
              >
                {t('funding.result.detail')}
              </Button>
              <Button block shape="rounded" fill="outline" onClick={() => navigate('/funds')}>
                {t('funding.result.done')}
              </Button>
            </div>
          </div>
        )}
      </QueryState>
    </FormScreen>
  );
}
