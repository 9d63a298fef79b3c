import {
  COMPLIANCE_FREE_LEVELS,
  REBATE_BASES,
  REFERRAL_TIERS,
  type RebateBasis,
  type ReferralConsole,
  type ReferralTier,
} from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../api/describe';
import { isStale, useReferralActions } from '../../api/referral';
import { useI18n } from '../../app/context';
import { Field, FormProblems, FormSection, invalidFields, SelectField } from '../marketFields';
import {
  basisOn,
  complianceCauses,
  draftOf,
  LEVEL_CHOICES,
  overlapPair,
  programmeChanged,
  programmeOf,
  programmeProblems,
  sentRates,
  withSpecScheme,
  type ProgrammeDraft,
} from './referralRules';

/**
 * The programme's form: levels, each basis's rate per level (typed in per
 * cent, sent as fractions), the qualifying recharge, the tiers, the
 * miner-level rule, the daily cap, vesting, the bind window and whether
 * users may refer by default. It is sent whole with the version it was
 * loaded at; a change made meanwhile is refused (REFERRAL_STALE) and the
 * operator is asked to reload. A programme that needs the compliance
 * switch (deposit rebates, more than two levels) while it is off is not
 * sent: a banner says why.
 */
export function ProgrammeForm(props: { view: ReferralConsole; onReload(): void }) {
  const { t } = useI18n();
  const { view } = props;
  const { saveProgramme } = useReferralActions();
  const [draft, setDraft] = useState<ProgrammeDraft>(() => draftOf(view.programme));
  const patch = (change: Partial<ProgrammeDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const setRate = (basis: RebateBasis, level: number, value: string) =>
    setDraft((current) => ({
      ...current,
      rates: {
        ...current.rates,
        [basis]: current.rates[basis].map((rate, i) => (i === level ? value : rate)),
      },
    }));
  const setTier = (name: ReferralTier, side: 'min' | 'max', value: string) =>
    setDraft((current) => ({
      ...current,
      tiers: { ...current.tiers, [name]: { ...current.tiers[name], [side]: value } },
    }));

  const problems = programmeProblems(draft);
  const invalid = invalidFields(problems);
  const causes = complianceCauses(draft);
  const blocked = causes.length > 0 && !view.compliance.on;
  const changed = programmeChanged(view.programme, draft);
  const levels = LEVEL_CHOICES.slice(0, draft.levels);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saveProgramme.isPending || problems.length > 0 || blocked || !changed) return;
    saveProgramme.mutate({ programme: programmeOf(draft), version: view.version });
  };
  const reload = () => {
    saveProgramme.reset();
    props.onReload();
  };
  const sentAs = (basis: RebateBasis) =>
    basisOn(draft, basis) ? sentRates(draft, basis).join(' / ') : t('referral.basisOff');

  return (
    <form className="stack" onSubmit={submit} data-testid="referral-programme-form">
      {blocked && (
        <div className="warning" role="alert" data-testid="referral-compliance-banner">
          <p>{t('referral.bannerTitle')}</p>
          <ul>
            {causes.map((cause) => (
              <li key={cause}>{t(`referral.cause.${cause}`, { free: COMPLIANCE_FREE_LEVELS })}</li>
            ))}
          </ul>
          <p>{t('referral.bannerWhy')}</p>
          <p>
            {t('referral.bannerAction')}{' '}
            <Link to="/referral/compliance" data-testid="referral-banner-compliance">
              {t('referral.tab.compliance')}
            </Link>
          </p>
        </div>
      )}
      {causes.length > 0 && view.compliance.on && (
        <p className="muted" data-testid="referral-compliance-allowed">
          {t('referral.complianceAllows', { by: view.compliance.by ?? '—' })}
        </p>
      )}

      <FormSection
        title={t('referral.rates')}
        note={t('referral.ratesNote', { free: COMPLIANCE_FREE_LEVELS })}
        testId="referral-rates"
      >
        <div className="form-grid">
          <SelectField
            label={t('referral.levels')}
            testId="referral-levels"
            value={String(draft.levels)}
            options={LEVEL_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
            onChange={(value) => patch({ levels: Number(value) })}
            hint={t('referral.levelsHint', { free: COMPLIANCE_FREE_LEVELS })}
          />
        </div>
        <table className="edit-table" data-testid="referral-rates-table">
          <thead>
            <tr>
              <th>{t('referral.basis')}</th>
              {levels.map((level) => (
                <th key={level}>{t('referral.level', { level })}</th>
              ))}
              <th>{t('referral.sentAs')}</th>
            </tr>
          </thead>
          <tbody>
            {REBATE_BASES.map((basis) => {
              const name = t(`referral.basis.${basis}`);
              return (
                <tr key={basis} data-testid={`referral-rates-${basis}`}>
                  <td>{name}</td>
                  {levels.map((level) => (
                    <td key={level}>
                      <span className="with-unit">
                        <input
                          className="num"
                          inputMode="decimal"
                          data-testid={`referral-rate-${basis}-${level}`}
                          aria-label={`${name}, ${t('referral.level', { level })}`}
                          aria-invalid={invalid(`rate.${basis}.${level - 1}`) || undefined}
                          value={draft.rates[basis][level - 1] ?? ''}
                          onChange={(e) => setRate(basis, level - 1, e.target.value.trim())}
                        />
                        <span className="unit">%</span>
                      </span>
                    </td>
                  ))}
                  <td className="muted num" data-testid={`referral-sent-${basis}`}>
                    {sentAs(basis)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </FormSection>

      <FormSection title={t('referral.qualification')} note={t('referral.tiersNote')}>
        <div className="form-grid">
          <Field
            label={t('referral.qualifying')}
            testId="referral-qualifying"
            unit="USDT"
            value={draft.qualifying}
            onChange={(qualifying) => patch({ qualifying })}
            invalid={invalid('qualifying')}
            hint={t('referral.qualifyingHint')}
          />
        </div>
        <table className="edit-table" data-testid="referral-tiers">
          <thead>
            <tr>
              <th>{t('referral.tier')}</th>
              <th>{t('referral.tierMin')}</th>
              <th>{t('referral.tierMax')}</th>
            </tr>
          </thead>
          <tbody>
            {REFERRAL_TIERS.map((name) => {
              const label = t(`referral.tier.${name}`);
              return (
                <tr key={name} data-testid={`referral-tier-${name}`}>
                  <td>{label}</td>
                  {(['min', 'max'] as const).map((side) => (
                    <td key={side}>
                      <span className="with-unit">
                        <input
                          className="num"
                          inputMode="decimal"
                          data-testid={`referral-tier-${name}-${side}`}
                          aria-label={`${label}, ${t(side === 'min' ? 'referral.tierMin' : 'referral.tierMax')}`}
                          aria-invalid={invalid(`tier.${name}.${side}`) || undefined}
                          placeholder={t(side === 'min' ? 'referral.unset' : 'referral.noMax')}
                          value={draft.tiers[name][side]}
                          onChange={(e) => setTier(name, side, e.target.value.trim())}
                        />
                        <span className="unit">USDT</span>
                      </span>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        {view.overlaps.length > 0 && (
          <ul className="warn-text" data-testid="referral-overlaps">
            {view.overlaps.map((overlap) => {
              const pair = overlapPair(overlap);
              return (
                <li key={overlap}>
                  {pair
                    ? t('referral.overlap', {
                        a: t(`referral.tier.${pair[0]}`),
                        b: t(`referral.tier.${pair[1]}`),
                      })
                    : t('referral.overlapRaw', { overlap })}
                </li>
              );
            })}
          </ul>
        )}
      </FormSection>

      <FormSection title={t('referral.rules')}>
        <div className="form-grid">
          <Field
            label={t('referral.dailyCap')}
            testId="referral-daily-cap"
            unit="USDT"
            value={draft.dailyCap}
            onChange={(dailyCap) => patch({ dailyCap })}
            invalid={invalid('dailyCap')}
            hint={t('referral.dailyCapHint')}
          />
          <Field
            label={t('referral.vestingDays')}
            testId="referral-vesting"
            kind="whole"
            unit={t('referral.daysUnit')}
            value={draft.vestingDays}
            onChange={(vestingDays) => patch({ vestingDays })}
            invalid={invalid('vestingDays')}
            hint={t('referral.vestingHint')}
          />
          <Field
            label={t('referral.bindWindowDays')}
            testId="referral-bind-window"
            kind="whole"
            unit={t('referral.daysUnit')}
            value={draft.bindWindowDays}
            onChange={(bindWindowDays) => patch({ bindWindowDays })}
            invalid={invalid('bindWindowDays')}
            hint={t('referral.bindWindowHint')}
          />
        </div>
        <label className="check">
          <input
            type="checkbox"
            data-testid="referral-miner-rule"
            checked={draft.minerLevelRule}
            onChange={(e) => patch({ minerLevelRule: e.target.checked })}
          />
          <span>{t('referral.minerLevelRule')}</span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            data-testid="referral-default-may-refer"
            checked={draft.defaultMayRefer}
            onChange={(e) => patch({ defaultMayRefer: e.target.checked })}
          />
          <span>{t('referral.defaultMayRefer')}</span>
        </label>
      </FormSection>

      <FormProblems problems={problems} testId="referral-problems" />
      {saveProgramme.error !== null && !saveProgramme.isPending && (
        <div className="form-error" role="alert" data-testid="referral-save-error">
          <p>{describeError(saveProgramme.error, t)}</p>
          {isStale(saveProgramme.error) && (
            <p>
              {t('referral.staleNote')}{' '}
              <button
                type="button"
                className="small"
                data-testid="referral-reload"
                onClick={reload}
              >
                {t('referral.reload')}
              </button>
            </p>
          )}
        </div>
      )}
      <p className="muted" data-testid="referral-change">
        {changed ? t('referral.changed', { version: view.version }) : t('referral.unchanged')}
      </p>
      <div className="page-actions">
        <button
          type="submit"
          className="primary"
          data-testid="referral-save"
          disabled={saveProgramme.isPending || problems.length > 0 || blocked || !changed}
        >
          {t('common.save')}
        </button>
        <button type="button" data-testid="referral-spec" onClick={() => setDraft(withSpecScheme)}>
          {t('referral.specFill')}
        </button>
        <button
          type="button"
          data-testid="referral-discard"
          disabled={!changed}
          onClick={() => setDraft(draftOf(view.programme))}
        >
          {t('referral.discard')}
        </button>
      </div>
      <small className="muted">{t('referral.specHint')}</small>
    </form>
  );
}
