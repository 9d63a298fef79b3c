import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { IDENTITY_PATHS } from '../../identity/paths';
import { C2C_PATHS, MERCHANT_ANCHOR } from '../paths';
import '../../account/account.css';
import '../trade.css';
import '../people.css';

/** The questions, in the order a new trader meets them; each has `q` and `a` texts. */
const QUESTIONS = [
  'how',
  'escrow',
  'deadline',
  'release',
  'cancel',
  'appeal',
  'firstTrade',
  'hold',
  'chat',
  'notify',
] as const;

/** Who may advertise and how to become one; what the merchant badge means. */
function Merchants() {
  const { t } = useTranslation();
  return (
    <section
      className="card p2p-card p2p-help-card"
      id={MERCHANT_ANCHOR}
      data-testid="help-merchant"
    >
      <h2 className="card-title">{t('p2p.help.merchant.title')}</h2>
      <p>{t('p2p.help.merchant.intro')}</p>
      <ol className="p2p-help-steps">
        <li>{t('p2p.help.merchant.step1')}</li>
        <li>{t('p2p.help.merchant.step2')}</li>
        <li>{t('p2p.help.merchant.step3')}</li>
      </ol>
      <p className="muted small">{t('p2p.help.merchant.deposit')}</p>
      <Link to={IDENTITY_PATHS.business} className="payment-link" data-testid="help-business">
        {t('p2p.help.merchant.apply')}
      </Link>
      <h3 className="p2p-subtitle">{t('p2p.help.certified.title')}</h3>
      <p>{t('p2p.help.certified.body')}</p>
    </section>
  );
}

/**
 * `/c2cHelp`: how P2P trading works here, as questions and answers (each
 * one true of what is built), then the merchant recruitment notice and
 * what a certified advertiser is.
 */
export default function HelpScreen() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${MERCHANT_ANCHOR}`) return;
    // jsdom has no scrolling; browsers always do.
    document.getElementById(MERCHANT_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <div className="screen p2p-screen" data-testid="screen-p2p-help">
      <PageHeader
        title={t('p2p.help.title')}
        right={
          <Link to={C2C_PATHS.market} className="header-link">
            {t('p2p.entry.market')}
          </Link>
        }
      />
      <div className="p2p-body">
        <section className="card p2p-card">
          <dl className="p2p-faq" data-testid="help-faq">
            {QUESTIONS.map((key) => (
              <div key={key} className="p2p-faq-item" data-testid={`help-${key}`}>
                <dt>{t(`p2p.help.q.${key}`)}</dt>
                <dd>{t(`p2p.help.a.${key}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Merchants />
      </div>
    </div>
  );
}
