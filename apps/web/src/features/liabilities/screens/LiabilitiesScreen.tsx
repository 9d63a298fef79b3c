import type { LiabilityRound } from '@exchange/contracts';
import { Button, Selector } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormScreen } from '../../account/components/FormScreen';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../state/session';
import { useLocale } from '../../../state/settings';
import { downloadProofs, useLiabilityRounds, useVerifyMine, type MyVerification } from '../queries';
import { ReservesCard, short } from './ReservesCard';
import '../liabilities.css';

/**
 * `/proofOfLiabilities`: the published rounds (each asset's total and root,
 * how many users verified) for anyone, and for a signed-in user the check
 * of their own balances, done here in the browser against the published
 * root, with the proof file for the offline command. Says plainly what the
 * proof covers and what it does not; the reserves beside it (`ReservesCard`).
 */
export default function LiabilitiesScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null && !s.demo);
  const rounds = useLiabilityRounds();
  const [chosen, setChosen] = useState<number | null>(null);
  const verify = useVerifyMine();
  const list = rounds.data ?? [];
  const round = list.find((r) => r.id === chosen) ?? list[0];

  return (
    <FormScreen
      title={t('liabilities.title')}
      intro={t('liabilities.intro')}
      testId="screen-liabilities"
    >
      <QueryState
        isPending={rounds.isPending}
        error={rounds.error}
        onRetry={() => void rounds.refetch()}
      >
        {round === undefined ? (
          <p className="notice" data-testid="liabilities-none">
            {t('liabilities.none')}
          </p>
        ) : (
          <div className="liab-stack">
            {list.length > 1 && (
              <Selector
                columns={3}
                value={[round.id]}
                onChange={(value) => {
                  setChosen(value[0] ?? null);
                  verify.reset();
                }}
                options={list.map((r) => ({
                  value: r.id,
                  label: t('liabilities.roundLabel', { id: r.id }),
                }))}
              />
            )}
            <RoundCard round={round} locale={locale} />
            <ReservesCard round={round} />
            <section className="card liab-section" data-testid="liabilities-mine">
              <h2 className="liab-title">{t('liabilities.mine.title')}</h2>
              <p className="muted small">{t('liabilities.mine.how')}</p>
              {signedIn ? (
                <Button
                  color="primary"
                  shape="rounded"
                  block
                  loading={verify.isPending}
                  data-testid="liabilities-verify"
                  onClick={() => verify.mutate(round)}
                >
                  {t('liabilities.mine.verify')}
                </Button>
              ) : (
                <Button shape="rounded" block onClick={() => navigate('/login')}>
                  {t('liabilities.mine.signIn')}
                </Button>
              )}
              {verify.error ? (
                <p className="notice notice-warn" role="alert">
                  {verify.error.message}
                </p>
              ) : null}
              {verify.data ? <Checks result={verify.data} /> : null}
            </section>
            <section className="card liab-section">
              <h2 className="liab-title">{t('liabilities.about.title')}</h2>
              <ul className="liab-points">
                <li>{t('liabilities.about.snapshot')}</li>
                <li>{t('liabilities.about.tree')}</li>
                <li>{t('liabilities.about.private')}</li>
                <li>{t('liabilities.about.reserves')}</li>
              </ul>
            </section>
          </div>
        )}
      </QueryState>
    </FormScreen>
  );
}

function RoundCard({
  round,
  locale,
}: {
  round: LiabilityRound;
  locale: ReturnType<typeof useLocale>;
}) {
  const { t } = useTranslation();
  const share = round.users === 0 ? '0' : ((round.verifiedUsers / round.users) * 100).toFixed(1);
  return (
    <section className="card liab-section" data-testid="liabilities-round">
      <h2 className="liab-title">{t('liabilities.roundLabel', { id: round.id })}</h2>
      <dl className="liab-facts">
        <dt>{t('liabilities.snapshotAt')}</dt>
        <dd>{formatDateTime(round.snapshotAt, locale)}</dd>
        <dt>{t('liabilities.verifiedShare')}</dt>
        <dd data-testid="liabilities-share">
          {t('liabilities.verifiedOf', {
            verified: round.verifiedUsers,
            users: round.users,
            share,
          })}
        </dd>
      </dl>
      <table className="liab-roots">
        <thead>
          <tr>
            <th>{t('liabilities.asset')}</th>
            <th>{t('liabilities.total')}</th>
            <th>{t('liabilities.root')}</th>
          </tr>
        </thead>
        <tbody>
          {round.roots.map((root) => (
            <tr key={root.asset} data-testid={`liabilities-root-${root.asset}`}>
              <td>{root.asset}</td>
              <td className="num">{root.total}</td>
              <td>
                <code title={root.hash}>{short(root.hash)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Checks({ result }: { result: MyVerification }) {
  const { t } = useTranslation();
  if (result.checks.length === 0)
    return (
      <p className="notice" data-testid="liabilities-not-included">
        {t('liabilities.mine.none')}
      </p>
    );
  const allOk = result.checks.every((c) => c.check.ok);
  return (
    <div className="liab-stack">
      <ul className="liab-checks" data-testid="liabilities-checks">
        {result.checks.map((c) => (
          <li key={c.asset} data-ok={c.check.ok} data-testid={`liabilities-check-${c.asset}`}>
            {c.check.ok ? (
              <CheckCircleFill className="liab-ok" aria-hidden="true" />
            ) : (
              <CloseCircleFill className="liab-bad" aria-hidden="true" />
            )}
            <span className="liab-asset">{c.asset}</span>
            <span className="num">{c.balance}</span>
            <span className="muted small">
              {c.check.ok
                ? t('liabilities.mine.included')
                : t(`liabilities.failure.${c.check.reason}`)}
            </span>
          </li>
        ))}
      </ul>
      <p className={allOk ? 'notice' : 'notice notice-warn'} data-testid="liabilities-result">
        {allOk ? t('liabilities.mine.allOk') : t('liabilities.mine.someFailed')}
      </p>
      <Button
        shape="rounded"
        block
        data-testid="liabilities-download"
        onClick={() => downloadProofs(result.proofs)}
      >
        {t('liabilities.mine.download')}
      </Button>
      <p className="muted small">{t('liabilities.mine.offline')}</p>
      <pre className="liab-command">
        npm run verify:liabilities -- liabilities-round-{result.proofs.round.id}.json
      </pre>
    </div>
  );
}
