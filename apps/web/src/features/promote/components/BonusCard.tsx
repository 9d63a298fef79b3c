import type { Bonus, BonusCredit, BonusStatus } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { useSession } from '../../../state/session';
import { useLocale } from '../../../state/settings';
import { IDENTITY_PATHS } from '../../identity/paths';
import { formatBalance, formatExact } from '../../wallet/format';
import { bonusView, PROMOTE_PATH, turnoverPercent } from '../bonusRules';
import { usePromotionBonus } from '../queries';
import '../../lending/lending.css';
import '../bonus.css';

const PILL: Record<BonusStatus, string> = {
  active: 'pending',
  released: 'good',
  unfunded: 'muted',
};

/** A server instant as a date in the reader's language. */
function useDateText(): (timeMs: number) => string {
  const locale = useLocale();
  return (timeMs) => formatDate(new Date(timeMs).toISOString(), locale);
}

/** The trading counted towards the turnover required, as a bar and in figures. */
function Turnover({ credit }: { credit: BonusCredit }) {
  const { t } = useTranslation();
  const percent = turnoverPercent(credit);
  const label = t('promote.bonus.progress', {
    traded: formatBalance(credit.traded),
    required: formatBalance(credit.turnoverRequired),
  });
  return (
    <div className="bonus-progress-block">
      <div
        className="bonus-progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="promote-bonus-bar"
      >
        <span className="bonus-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="small bonus-note bonus-figures" data-testid="promote-bonus-traded">
        {label}
      </p>
    </div>
  );
}

/** What is still needed and what stays in the account meanwhile (an active credit). */
function Locked({ credit }: { credit: BonusCredit }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="bonus-note bonus-remaining" data-testid="promote-bonus-remaining">
        {t('promote.bonus.remaining', { remaining: formatBalance(credit.remaining) })}
      </p>
      <p className="bonus-note" data-testid="promote-bonus-locked">
        {t('promote.bonus.locked', { locked: formatBalance(credit.locked) })}
      </p>
    </>
  );
}

function Head({ status }: { status?: BonusStatus }) {
  const { t } = useTranslation();
  return (
    <div className="bonus-head">
      <h3 className="card-title">{t('promote.bonus.title')}</h3>
      {status && (
        <span className={`status-pill ${PILL[status]}`} data-testid="promote-bonus-status">
          {t(`promote.bonus.status.${status}`)}
        </span>
      )}
    </div>
  );
}

function CreditAmount({ credit }: { credit: BonusCredit }) {
  const { t } = useTranslation();
  return (
    <div className="bonus-amount">
      <span className="muted small">{t('promote.bonus.credit')}</span>
      <strong data-testid="promote-bonus-amount">
        {`${formatBalance(credit.amount)} ${credit.asset}`}
      </strong>
    </div>
  );
}

/** The caller's credit on the promotion centre, in each of its states. */
function CreditCard({ credit }: { credit: BonusCredit }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  return (
    <section className="card lending-card lending-inline bonus-card" data-testid="promote-bonus">
      <Head status={credit.status} />
      {credit.status === 'unfunded' ? (
        <p className="bonus-note" data-testid="promote-bonus-unfunded">
          {t('promote.bonus.unfunded')}
        </p>
      ) : (
        <CreditAmount credit={credit} />
      )}
      {credit.status === 'active' && (
        <>
          <Turnover credit={credit} />
          <Locked credit={credit} />
          <ul className="lending-rules" data-testid="promote-bonus-rules">
            <li>{t('promote.bonus.lockedUntil')}</li>
            <li>{t('promote.bonus.trades')}</li>
            <li data-testid="promote-bonus-own">{t('promote.bonus.own')}</li>
          </ul>
          <p className="muted small bonus-note" data-testid="promote-bonus-granted">
            {t('promote.bonus.granted', { date: dateText(credit.grantedAt) })}
          </p>
        </>
      )}
      {credit.status === 'released' && (
        <p className="bonus-note" data-testid="promote-bonus-released">
          {credit.releasedAt === null
            ? t('promote.bonus.releasedUndated')
            : t('promote.bonus.released', { date: dateText(credit.releasedAt) })}
        </p>
      )}
    </section>
  );
}

/**
 * The offer, with the way to identity verification. The bonus is granted
 * when primary verification passes; the server offers it only to accounts
 * not verified yet (one verified before the offer would never be granted it).
 */
function OfferCard({ offer }: { offer: NonNullable<Bonus['offer']> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card lending-card lending-inline bonus-card" data-testid="promote-bonus">
      <p className="bonus-lead" data-testid="promote-bonus-offer">
        {t('promote.bonus.offer', {
          amount: formatExact(offer.amount),
          asset: offer.asset,
          turnover: formatExact(offer.turnoverRequired),
        })}
      </p>
      <ul className="lending-rules" data-testid="promote-bonus-rules">
        <li>{t('promote.bonus.grant')}</li>
        <li>{t('promote.bonus.trades')}</li>
        <li>{t('promote.bonus.lockRule')}</li>
        <li data-testid="promote-bonus-own">{t('promote.bonus.own')}</li>
      </ul>
      <Button
        block
        shape="rounded"
        color="primary"
        data-testid="promote-bonus-verify"
        onClick={() => navigate(IDENTITY_PATHS.centre)}
      >
        {t('promote.bonus.verify')}
      </Button>
    </section>
  );
}

/** On the withdrawal screen, above the form: only an active credit, in a few lines. */
function CompactNote({ credit }: { credit: BonusCredit }) {
  const { t } = useTranslation();
  return (
    <section className="notice notice-warn bonus-compact" role="note" data-testid="bonus-compact">
      <div className="bonus-head">
        <strong>{t('promote.bonus.title')}</strong>
        <Link to={PROMOTE_PATH} className="bonus-link" data-testid="bonus-compact-details">
          {t('promote.bonus.details')}
        </Link>
      </div>
      <Turnover credit={credit} />
      <Locked credit={credit} />
      <p className="small bonus-note" data-testid="promote-bonus-own">
        {t('promote.bonus.own')}
      </p>
    </section>
  );
}

/**
 * The sign-up bonus: the offer (with the way to identity verification),
 * or the caller's promotional credit (active with its turnover and what it
 * locks, released, or unfunded); nothing when neither. `compact` is the
 * withdrawal screen's note, shown only while the credit is active. Demo
 * sessions are refused by the server, so nothing is read or shown in demo.
 */
export function BonusCard({ compact = false }: { compact?: boolean }) {
  const demo = useSession((state) => state.demo);
  const bonus = usePromotionBonus(!demo);
  if (demo || !bonus.data) return null;
  const view = bonusView(bonus.data);
  if (compact) {
    return view.kind === 'credit' && view.credit.status === 'active' ? (
      <CompactNote credit={view.credit} />
    ) : null;
  }
  if (view.kind === 'credit') return <CreditCard credit={view.credit} />;
  if (view.kind === 'offer') return <OfferCard offer={view.offer} />;
  return null;
}
