import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Shown by every route whose screen arrives with a later issue. It says so
 * plainly instead of showing placeholder figures that could be mistaken for
 * real balances or prices.
 */
export function PendingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="screen pending-screen" data-testid="screen-pending">
      <div className="pending-mark" aria-hidden="true">
        <svg
          viewBox="0 0 48 48"
          width="1em"
          height="1em"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
        >
          <circle cx="24" cy="24" r="18" />
          <path d="M24 14v11l7 4" strokeLinecap="round" />
        </svg>
      </div>
      <h1 className="pending-title">{t('pending.title')}</h1>
      <p className="pending-body">{t('pending.body')}</p>
      <Button color="primary" shape="rounded" onClick={() => navigate('/home')}>
        {t('common.backHome')}
      </Button>
    </section>
  );
}
