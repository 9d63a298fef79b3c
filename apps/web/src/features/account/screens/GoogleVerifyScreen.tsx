import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../components/FormScreen';
import { GoogleBindForm } from '../components/GoogleBindForm';
import { GoogleUnbindForm } from '../components/GoogleUnbindForm';
import { useSecurityOverview } from '../queries';

/** Bind an authenticator app, or unbind the one already bound. */
export default function GoogleVerifyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overview = useSecurityOverview();
  const done = (text: string) => {
    notify.info(text);
    navigate('/safety', { replace: true });
  };
  return (
    <FormScreen title={t('account.google.title')} testId="screen-google">
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      >
        {overview.data &&
          (overview.data.googleBound ? (
            <GoogleUnbindForm
              contacts={overview.data}
              onDone={() => done(t('account.google.unbound'))}
            />
          ) : (
            <GoogleBindForm onDone={() => done(t('account.google.bound'))} />
          ))}
      </QueryState>
    </FormScreen>
  );
}
