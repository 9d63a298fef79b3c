import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { missingForWithdrawal, type WithdrawReadiness } from '../readiness';

interface Item {
  key: 'fundPassword' | 'google' | 'email' | 'phone';
  done: boolean;
  to: string;
}

function ItemRow({ item }: { item: Item }) {
  const { t } = useTranslation();
  return (
    <li className={item.done ? 'readiness-item done' : 'readiness-item'}>
      <span>{t(`funding.ready.${item.key}`)}</span>
      {item.done ? (
        <span className="readiness-done">
          <CheckCircleFill aria-hidden="true" /> {t('funding.ready.done')}
        </span>
      ) : (
        <Link to={item.to} data-testid={`ready-${item.key}`}>
          {t(item.key === 'fundPassword' ? 'funding.ready.set' : 'funding.ready.bind')}
        </Link>
      )}
    </li>
  );
}

/**
 * Why withdrawing is not possible yet, and where to fix each part: a fund
 * password, plus an authenticator or both email and phone (spec section 5).
 * `back` brings the user here again after setting the fund password.
 */
export function ReadinessNotice({
  readiness,
  back,
}: {
  readiness: WithdrawReadiness;
  back: string;
}) {
  const { t } = useTranslation();
  const missing = missingForWithdrawal(readiness);
  const fundPassword: Item = {
    key: 'fundPassword',
    done: !missing.fundPassword,
    to: `/setFond?redirect=${encodeURIComponent(back)}`,
  };
  const alternatives: Item[] = [
    { key: 'email', done: readiness.emailBound, to: '/bindVerify?type=email' },
    { key: 'phone', done: readiness.phoneBound, to: '/bindVerify?type=phone' },
  ];
  return (
    <div className="notice notice-warn readiness" role="note" data-testid="withdraw-readiness">
      <strong>{t('funding.ready.title')}</strong>
      <p>{t('funding.ready.body')}</p>
      <ul className="readiness-list">
        <ItemRow item={fundPassword} />
        {missing.secondFactor && (
          <>
            <ItemRow item={{ key: 'google', done: false, to: '/gooleVerify' }} />
            <li className="readiness-or">{t('funding.ready.or')}</li>
            {alternatives.map((item) => (
              <ItemRow key={item.key} item={item} />
            ))}
          </>
        )}
      </ul>
      <Link to="/safety" className="funding-link">
        {t('funding.ready.safety')}
      </Link>
    </div>
  );
}
