import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../state/session';
import { FormScreen } from '../components/FormScreen';
import { ResultView } from '../components/ResultView';

/** Spec section 9: resets are reviewed within 3 working days; the server's figure wins. */
const DEFAULT_REVIEW_DAYS = 3;

function reviewDaysOf(state: unknown): number {
  const days = (state as { reviewDays?: unknown } | null)?.reviewDays;
  return typeof days === 'number' && Number.isInteger(days) && days > 0
    ? days
    : DEFAULT_REVIEW_DAYS;
}

export default function ResetSuccessScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((state) => state.token !== null);
  const days = reviewDaysOf(location.state);
  return (
    <FormScreen title={t('account.manualReset.title')} testId="screen-reset-success">
      <ResultView
        status="pending"
        title={t('account.manualReset.doneTitle')}
        body={t('account.manualReset.doneBody', { days })}
      >
        <Button
          block
          shape="rounded"
          color="primary"
          size="large"
          onClick={() => navigate(signedIn ? '/safety' : '/login', { replace: true })}
        >
          {signedIn ? t('account.safety.title') : t('account.reset.toLogin')}
        </Button>
      </ResultView>
    </FormScreen>
  );
}
