import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../app/notify';
import { QueryState } from '../../../components/QueryState';
import { maskEmail, maskPhone } from '../mask';
import { useSecurityOverview } from '../queries';
import { BindForm, type ContactKind } from './BindForm';
import { FormScreen } from './FormScreen';

/**
 * /bindVerify (first bind) and /changeVerify (replace), for ?type=email|phone.
 * Each sends the user to the other when the account is in the other state.
 */
export function BindScreen({ mode }: { mode: 'bind' | 'change' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind: ContactKind = params.get('type') === 'phone' ? 'phone' : 'email';
  const overview = useSecurityOverview();
  const data = overview.data;
  const current = !data
    ? null
    : kind === 'email'
      ? data.email && maskEmail(data.email)
      : data.phone && maskPhone(data.phone, data.countryCode);

  if (data && mode === 'bind' && current)
    return <Navigate to={`/changeVerify?type=${kind}`} replace />;
  if (data && mode === 'change' && !current)
    return <Navigate to={`/bindVerify?type=${kind}`} replace />;

  const onDone = () => {
    notify.info(t('account.bind.done'));
    navigate('/safety', { replace: true });
  };
  return (
    <FormScreen title={t(`account.bind.${mode}.${kind}`)} testId={`screen-${mode}-${kind}`}>
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      >
        {data && (
          <BindForm
            kind={kind}
            current={mode === 'change' ? current || null : null}
            onDone={onDone}
          />
        )}
      </QueryState>
    </FormScreen>
  );
}
