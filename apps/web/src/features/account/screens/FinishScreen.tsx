import { Button } from 'antd-mobile';
import { LockOutline, RightOutline, ScanCodeOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormScreen } from '../components/FormScreen';
import { ResultView } from '../components/ResultView';

function NextStep({
  to,
  icon,
  title,
  body,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  body: string;
}) {
  return (
    <Link to={to} className="next-step">
      <span className="next-step-icon">{icon}</span>
      <span className="next-step-text">
        <strong>{title}</strong>
        <span>{body}</span>
      </span>
      <RightOutline className="next-step-arrow" />
    </Link>
  );
}

/** Registration done: suggest the two factors that protect withdrawals. */
export default function FinishScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormScreen title={t('account.finish.title')} testId="screen-finish">
      <ResultView title={t('account.finish.headline')} body={t('account.finish.body')} />
      <h2 className="section-title">{t('account.finish.nextSteps')}</h2>
      <div className="next-steps">
        <NextStep
          to="/setFond?redirect=%2Ffinish"
          icon={<LockOutline />}
          title={t('account.finish.fundTitle')}
          body={t('account.finish.fundBody')}
        />
        <NextStep
          to="/gooleVerify"
          icon={<ScanCodeOutline />}
          title={t('account.finish.googleTitle')}
          body={t('account.finish.googleBody')}
        />
      </div>
      <Button block shape="rounded" color="primary" size="large" onClick={() => navigate('/home')}>
        {t('account.finish.home')}
      </Button>
    </FormScreen>
  );
}
