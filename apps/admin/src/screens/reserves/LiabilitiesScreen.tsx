import type { AdminLiabilityRound } from '@exchange/contracts';
import { useState } from 'react';
import { useLiabilityActions } from '../../api/liabilities';
import { useCan, useI18n } from '../../app/context';
import { ConfirmDialog } from '../../components/dialogs';
import { Page, Panel } from '../../components/Page';
import { formatTime } from '../../lib/format';
import { ReserveAddressesPanel } from './ReserveAddressesPanel';
import { RoundsTable } from './RoundsTable';

/**
 * Proof of reserves (ledger.read): the rounds of liability trees, each
 * checked against the ledger and set beside the custody holdings read at
 * its snapshot, and the custody addresses. Operators who may publish
 * (liabilities.publish) run a round on demand, outside the daily schedule,
 * and add or remove addresses.
 */
export function LiabilitiesScreen() {
  const { t } = useI18n();
  const can = useCan();
  const { run } = useLiabilityActions();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<AdminLiabilityRound | null>(null);
  return (
    <Page
      title={t('reserves.title')}
      actions={
        can('liabilities.publish') && (
          <button
            type="button"
            className="primary"
            data-testid="round-run"
            disabled={run.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('reserves.run')}
          </button>
        )
      }
    >
      <p className="muted">{t('reserves.note')}</p>
      {result && <RunResult round={result} />}
      <Panel title={t('reserves.rounds')} testId="rounds-panel">
        <RoundsTable />
      </Panel>
      <ReserveAddressesPanel />
      {confirming && (
        <ConfirmDialog
          title={t('reserves.runTitle')}
          message={t('reserves.runConfirm')}
          confirmLabel={t('reserves.run')}
          pending={run.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            run.mutate(undefined, {
              onSuccess: (round) => {
                setResult(round);
                setConfirming(false);
              },
            })
          }
        />
      )}
    </Page>
  );
}

/** A published round in green, a failed one as a warning, one still building plainly. */
const RESULT_CLASS: Readonly<Record<AdminLiabilityRound['status'], string>> = {
  published: 'verdict ok',
  failed: 'warning',
  building: 'muted',
};

/** What the round run from this screen came to: published, still building, or failed and why. */
function RunResult(props: { round: AdminLiabilityRound }) {
  const { t } = useI18n();
  const { round } = props;
  const params = {
    id: round.id,
    time: formatTime(round.publishedAt),
    users: round.users,
    assets: round.roots.length,
    error: round.error ?? '—',
  };
  return (
    <p className={RESULT_CLASS[round.status]} role="status" data-testid="round-result">
      {t(`reserves.result.${round.status}`, params)}
    </p>
  );
}
