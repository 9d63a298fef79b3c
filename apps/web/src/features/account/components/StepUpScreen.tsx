import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { boundChannels, VERIFY_CHANNELS, type VerifyChannel } from '../factors';
import { useSecurityOverview } from '../queries';
import { safeRedirect } from '../redirect';
import { FormScreen } from './FormScreen';
import { StepUpForm } from './StepUpForm';

function channelParam(raw: string | null): VerifyChannel | undefined {
  return VERIFY_CHANNELS.find((channel) => channel === raw);
}

/**
 * /safeVerify lets the user pick among bound factors; /verify opens on the
 * `channel` a caller asked for. Both return to `redirect` (same-site only).
 */
export function StepUpScreen({ pickChannel, testId }: { pickChannel: boolean; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const overview = useSecurityOverview();
  const bound = overview.data ? boundChannels(overview.data) : [];
  const asked = channelParam(params.get('channel'));
  const initial = asked && bound.includes(asked) ? asked : bound[0];
  const channels = pickChannel ? bound : bound.filter((channel) => channel === initial);

  return (
    <FormScreen title={t('account.verify.title')} intro={t('account.verify.intro')} testId={testId}>
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      >
        {initial === undefined ? (
          <div className="notice">
            <p>{t('account.verify.noFactor')}</p>
            <Link to="/safety">{t('account.safety.title')}</Link>
          </div>
        ) : (
          <StepUpForm
            channels={channels}
            initial={initial}
            onDone={() =>
              navigate(safeRedirect(params.get('redirect'), '/safety'), { replace: true })
            }
          />
        )}
      </QueryState>
    </FormScreen>
  );
}
