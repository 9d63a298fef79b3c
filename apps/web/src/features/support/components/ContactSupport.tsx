import type { SupportLink } from '@exchange/contracts';
import { RightOutline, TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supportPath } from '../paths';
import '../support.css';

/** The way to customer service about one of the user's records (an order, a withdrawal...). */
export function ContactSupport({ link, className }: { link: SupportLink; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={supportPath(link)}
      className={`support-contact ${className ?? 'card'}`}
      data-testid="contact-support"
    >
      <TeamOutline aria-hidden="true" />
      <span className="support-contact-text">{t('support.contact')}</span>
      <RightOutline aria-hidden="true" />
    </Link>
  );
}
