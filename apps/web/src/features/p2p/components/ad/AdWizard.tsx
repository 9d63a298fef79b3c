import type { Currency, MyAd, P2pCoin, PaymentMethod } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../../app/notify';
import { QueryState } from '../../../../components/QueryState';
import type { Problem } from '../../../wallet/transferRules';
import { useIdempotentSubmit } from '../../../wallet/useIdempotentSubmit';
import { useProblemText } from '../../../wallet/useProblemText';
import {
  adCreateBody,
  adUpdateBody,
  checkLimitsStep,
  checkPriceStep,
  checkTermsStep,
  draftOfAd,
  emptyDraft,
  isClean,
  totalValue,
  type AdContext,
  type AdCreateBody,
  type AdDraft,
  type Problems,
} from '../../adRules';
import { coinDecimalsOf, fiatDecimalsOf } from '../../format';
import { useCreateAd, useUpdateAd } from '../../mutations';
import { C2C_PATHS } from '../../paths';
import { usePaymentMethods } from '../../queries';
import { useMarketChoice } from '../../useMarketChoice';
import { LimitsStep, PriceStep, TermsStep, type Errors, type SetDraft } from './AdSteps';

const STEPS = [1, 2, 3] as const;
type Step = (typeof STEPS)[number];

function StepIndicator({ step }: { step: Step }) {
  const { t } = useTranslation();
  const names = [t('p2p.ad.steps.price'), t('p2p.ad.steps.limits'), t('p2p.ad.steps.terms')];
  return (
    <ol className="p2p-steps" data-testid="ad-steps">
      {STEPS.map((n, index) => (
        <li
          key={n}
          className={n === step ? 'current' : n < step ? 'done' : undefined}
          aria-current={n === step ? 'step' : undefined}
        >
          <span className="p2p-step-no">{n}</span>
          <span className="p2p-step-name">{names[index]}</span>
        </li>
      ))}
    </ol>
  );
}

interface FormProps {
  ad: MyAd | undefined;
  coins: readonly P2pCoin[];
  fiats: readonly Currency[];
  methods: readonly PaymentMethod[];
  initial: AdDraft;
  onSaved?: (ad: MyAd) => void;
}

/**
 * The three steps of an ad (spec section 2): type and price; quantity,
 * limits, methods and payment time; terms, requirements and when it goes
 * online. A step opens only when the one before is clean; posting asks the
 * server, which stays the judge (a floating price's total, the balance).
 */
function WizardForm({ ad, coins, fiats, methods, initial, onSaved }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const create = useCreateAd();
  const update = useUpdateAd();
  const [draft, setDraft] = useState<AdDraft>(initial);
  const [step, setStep] = useState<Step>(1);
  const [tried, setTried] = useState<Readonly<Record<Step, boolean>>>({
    1: false,
    2: false,
    3: false,
  });
  // The form's opening time judges a schedule; a stale one is judged again by the server.
  const [openedAtMs] = useState(() => Date.now());
  const { submit } = useIdempotentSubmit((body: AdCreateBody, requestId: string) =>
    create.mutateAsync({ ...body, requestId }),
  );
  const context: AdContext = {
    coinDecimals: coinDecimalsOf(coins, draft.coin) ?? 8,
    fiatDecimals: fiatDecimalsOf(fiats, draft.fiat) ?? 2,
  };
  const problems: Readonly<Record<Step, Problems<string>>> = {
    1: checkPriceStep(draft, context),
    2: checkLimitsStep(draft, context),
    3: checkTermsStep(draft, openedAtMs),
  };
  const errorsOf = (n: Step): Errors =>
    tried[n]
      ? Object.fromEntries(
          Object.entries(problems[n]).map(([key, problem]) => [
            key,
            problemText(problem as Problem | undefined),
          ]),
        )
      : {};
  const set: SetDraft = (key, value) => setDraft((previous) => ({ ...previous, [key]: value }));
  const usable = methods.filter((method) => method.enabled);
  const pending = create.isPending || update.isPending;

  const save = async () => {
    if (ad) {
      try {
        const saved = await update.mutateAsync(adUpdateBody(ad.id, draft));
        notify.info(t('p2p.ad.saved'));
        onSaved?.(saved);
      } catch {
        // Shown by the API client.
      }
      return;
    }
    const created = await submit(adCreateBody(draft));
    if (created) {
      notify.info(t('p2p.ad.posted'));
      navigate(C2C_PATHS.myAds, { replace: true });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTried((previous) => ({ ...previous, [step]: true }));
    if (!isClean(problems[step])) return;
    if (step < 3) {
      setStep((step + 1) as Step);
      return;
    }
    // Every step again: a change made after going back is judged before sending.
    const dirty = STEPS.find((n) => !isClean(problems[n]));
    if (dirty !== undefined) {
      setTried({ 1: true, 2: true, 3: true });
      setStep(dirty);
      return;
    }
    await save();
  };

  const stepProps = { draft, set, editing: ad !== undefined };
  return (
    <form className="account-form p2p-wizard" noValidate onSubmit={(event) => void onSubmit(event)}>
      <StepIndicator step={step} />
      {step === 1 && <PriceStep {...stepProps} errors={errorsOf(1)} coins={coins} fiats={fiats} />}
      {step === 2 && (
        <LimitsStep
          {...stepProps}
          errors={errorsOf(2)}
          methods={usable}
          total={totalValue(draft, context)}
          fiatDecimals={context.fiatDecimals}
        />
      )}
      {step === 3 && <TermsStep {...stepProps} errors={errorsOf(3)} />}
      <div className="p2p-wizard-buttons">
        {step > 1 && (
          <Button
            type="button"
            shape="rounded"
            block
            size="large"
            data-testid="ad-back"
            onClick={() => setStep((step - 1) as Step)}
          >
            {t('p2p.ad.form.back')}
          </Button>
        )}
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          block
          size="large"
          loading={pending}
          data-testid={step < 3 ? 'ad-next' : 'ad-submit'}
        >
          {step < 3 ? t('p2p.ad.form.next') : ad ? t('p2p.ad.form.save') : t('p2p.ad.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Posting a new ad (no `ad`), or changing a saved one. */
export function AdWizard({ ad, onSaved }: { ad?: MyAd; onSaved?: (ad: MyAd) => void }) {
  const choice = useMarketChoice();
  const methods = usePaymentMethods();
  const [openedAtMs] = useState(() => Date.now());
  const ready = choice.coins.data && choice.fiats.data && methods.data;
  return (
    <QueryState
      isPending={choice.isPending || methods.isPending}
      error={choice.error ?? methods.error}
      onRetry={() => {
        choice.refetch();
        void methods.refetch();
      }}
    >
      {ready && (
        <WizardForm
          ad={ad}
          coins={choice.coins.data ?? []}
          fiats={choice.fiats.data ?? []}
          methods={methods.data ?? []}
          initial={
            ad ? draftOfAd(ad, openedAtMs) : emptyDraft(choice.coin ?? '', choice.fiat ?? '')
          }
          onSaved={onSaved}
        />
      )}
    </QueryState>
  );
}
