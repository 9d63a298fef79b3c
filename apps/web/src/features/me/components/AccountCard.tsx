import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../state/session';
import { MemberCard } from './MemberCard';

/** Guests see log in and register; a signed-in member sees their account card. */
export function AccountCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const member = useSession((state) => state.member);
  if (token && member) return <MemberCard member={member} />;
  return (
    <section className="account-card guest" data-testid="guest-card">
      <div>
        <div className="account-name">{t('me.guestTitle')}</div>
        <div className="muted small">{t('me.guestBody')}</div>
      </div>
      <div className="account-actions">
        <Button color="primary" shape="rounded" onClick={() => navigate('/login')}>
          {t('me.login')}
        </Button>
        <Button fill="outline" shape="rounded" onClick={() => navigate('/register')}>
          {t('me.register')}
        </Button>
      </div>
    </section>
  );
}
