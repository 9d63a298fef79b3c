import { UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { useSession, type Member } from '../../../state/session';
import { copyText } from '../../account/clipboard';
import { SecurityLevelBar } from '../../account/components/SecurityLevelBar';
import { maskEmail, maskPhone } from '../../account/mask';
import { useMemberInfo } from '../../account/queries';
import '../me.css';

/** The signed-in member: name, UID to copy, masked contacts and security level. */
export function MemberCard({ member }: { member: Member }) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const session = info.data;
  const demo = useSession((state) => state.demo);
  // A demo account has no name of its own; it is the kept-aside member's practice account.
  const realName = useSession((state) => state.real?.member?.username ?? '');
  const name = (session?.username ?? member.username) || realName;
  // The stored usercode shows at once; the fuller profile arrives from /member/info.
  const uid = session?.member.uid || member.usercode;
  const contacts = session
    ? [
        session.member.email && maskEmail(session.member.email),
        session.member.phone && maskPhone(session.member.phone, session.member.countryCode),
      ].filter(Boolean)
    : [];

  const copyUid = async () => {
    const copied = await copyText(uid);
    notify.info(copied ? t('account.common.copied') : t('account.common.copyFailed'));
  };

  return (
    <section className="account-card member-card" data-testid="account-card">
      <div className="member-row">
        <span className="avatar">
          <UserOutline />
        </span>
        <div className="member-text">
          <div className="account-name">
            {demo && <span className="badge">{t('common.demo')}</span>}
            {name}
          </div>
          <div className="member-uid muted small">
            <span>{t('account.me.uidLabel')}</span>
            <span data-testid="account-uid">{uid}</span>
            <button
              type="button"
              className="copy-chip"
              aria-label={t('account.me.copyUid')}
              onClick={() => void copyUid()}
            >
              {t('account.common.copy')}
            </button>
          </div>
          {contacts.length > 0 && <div className="muted small">{contacts.join(' · ')}</div>}
        </div>
      </div>
      {session && (
        <SecurityLevelBar
          compact
          factors={{
            email: session.emailBound,
            phone: session.phoneBound,
            google: session.googleBound,
            fundPassword: session.member.fundPasswordSet,
          }}
        />
      )}
    </section>
  );
}
