import type { PromotionGeneration, PromotionInvitee } from '@exchange/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { PagedList } from '../../lending/components/PagedTabs';
import { formatBalance } from '../../wallet/format';
import { positiveAmounts } from '../promoteRules';
import { usePromotionGenerations, usePromotionInvitees } from '../queries';

/** One generation: head count, how many verified, their recharge and the rebates they brought. */
function GenerationRow({ generation }: { generation: PromotionGeneration }) {
  const { t } = useTranslation();
  const rebates = positiveAmounts(generation.rebates);
  return (
    <li className="promote-generation" data-testid={`promote-generation-${generation.generation}`}>
      <strong className="promote-generation-name">
        {t('promote.customers.generation', { generation: generation.generation })}
      </strong>
      <dl className="promote-generation-figures">
        <div>
          <dt className="muted small">{t('promote.customers.people')}</dt>
          <dd data-testid="promote-generation-people">{generation.headCount}</dd>
        </div>
        <div>
          <dt className="muted small">{t('promote.customers.verified')}</dt>
          <dd data-testid="promote-generation-verified">{generation.verifiedCount}</dd>
        </div>
        <div>
          <dt className="muted small">{t('promote.customers.recharge')}</dt>
          <dd data-testid="promote-generation-recharge">
            {formatBalance(generation.rechargeUsdt)}
          </dd>
        </div>
      </dl>
      <span className="promote-generation-rebates" data-testid="promote-generation-rebates">
        <span className="muted small">{t('promote.customers.rebates')}</span>{' '}
        {rebates.length === 0
          ? t('promote.rewards.none')
          : rebates.map((item) => `${formatBalance(item.amount)} ${item.asset}`).join(' · ')}
      </span>
      {!generation.paid && (
        <span className="muted small" data-testid="promote-generation-unpaid">
          {t('promote.customers.notPaid')}
        </span>
      )}
    </li>
  );
}

function Generations() {
  const { t } = useTranslation();
  const generations = usePromotionGenerations();
  return (
    <section className="promote-block" data-testid="promote-generations">
      <h4 className="promote-block-title">{t('promote.customers.byGeneration')}</h4>
      <QueryState
        isPending={generations.isPending}
        error={generations.error}
        onRetry={() => void generations.refetch()}
      >
        <ul className="promote-generation-list">
          {(generations.data ?? []).map((generation) => (
            <GenerationRow key={generation.generation} generation={generation} />
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

function InviteeRow({ invitee, index }: { invitee: PromotionInvitee; index: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="lending-row" data-testid={`promote-invitee-${index}`}>
      <span className="lending-row-line">
        <strong data-testid="promote-invitee-name">{invitee.name}</strong>
        <span
          className={invitee.verified ? 'status-pill good' : 'status-pill muted'}
          data-testid="promote-invitee-verified"
        >
          {invitee.verified
            ? t('promote.customers.verifiedBadge')
            : t('promote.customers.unverifiedBadge')}
        </span>
      </span>
      <span className="promote-invitee-meta muted small">
        <span>
          {t('promote.customers.generation', { generation: invitee.generation })}
          {' · '}
          {t('promote.customers.joined', {
            date: formatDate(new Date(invitee.joinedAt).toISOString(), locale),
          })}
        </span>
        <span data-testid="promote-invitee-recharge">
          {t('promote.customers.recharged', { amount: formatBalance(invitee.rechargeUsdt) })}
        </span>
      </span>
    </li>
  );
}

function Invitees({ generation, mayRefer }: { generation: number | null; mayRefer: boolean }) {
  const { t } = useTranslation();
  const invitees = usePromotionInvitees(generation);
  let empty: string = t('promote.customers.empty');
  if (!mayRefer) empty = t('promote.customers.emptyNoRight');
  else if (generation !== null) empty = t('promote.customers.emptyGeneration');
  return (
    <PagedList
      query={invitees}
      emptyTitle={empty}
      testIds={{
        list: 'promote-invitees',
        empty: 'promote-invitees-empty',
        more: 'promote-invitees-more',
      }}
      row={(invitee, index) => <InviteeRow key={index} invitee={invitee} index={index} />}
    />
  );
}

/** Customers: each generation's figures, then the invitees, of one generation or all, paged. */
export function CustomersTab({ levels, mayRefer }: { levels: number; mayRefer: boolean }) {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState<number | null>(null);
  const choices: (number | null)[] = [null, ...Array.from({ length: levels }, (_, i) => i + 1)];
  return (
    <div className="promote-tab">
      <Generations />
      <section className="promote-block">
        <h4 className="promote-block-title">{t('promote.customers.invitees')}</h4>
        {levels > 1 && (
          <div className="p2p-choices" role="group" aria-label={t('promote.customers.filter')}>
            {choices.map((choice) => (
              <button
                key={choice ?? 'all'}
                type="button"
                className={choice === generation ? 'p2p-choice active' : 'p2p-choice'}
                aria-pressed={choice === generation}
                data-testid={`promote-filter-${choice ?? 'all'}`}
                onClick={() => setGeneration(choice)}
              >
                {choice === null
                  ? t('promote.customers.all')
                  : t('promote.customers.generation', { generation: choice })}
              </button>
            ))}
          </div>
        )}
        <Invitees key={generation ?? 'all'} generation={generation} mayRefer={mayRefer} />
      </section>
    </div>
  );
}
