import { CheckCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FormScreen } from '../../account/components/FormScreen';
import { StepUpStep } from '../../account/components/StepUpStep';
import { currentStepUpToken, useStepUp, useStepUpState } from '../../account/stepUp';
import { withQuery } from '../../wallet/params';
import { FundPasswordStep } from '../components/FundPasswordStep';
import { WithdrawSummary } from '../components/WithdrawSummary';
import { useWithdrawDraft, type WithdrawDraft } from '../draft';
import { FUNDING_PATHS } from '../paths';
import { useStepUpExpiry } from '../useStepUpExpiry';
import { useWithdrawSubmit } from '../useWithdrawSubmit';
import '../../wallet/wallet.css';
import '../funding.css';

/** Withdraw, step two: prove it is you (step-up), enter the fund password, send. */
export default function SecurityVerificationScreen() {
  // A snapshot: clearing the draft after success must not bounce this screen back to the form.
  const [draft] = useState(() => useWithdrawDraft.getState().draft);
  // Nothing to verify without a filled-in form (a reload loses it: it lives in memory only).
  if (draft === null) return <Navigate to={FUNDING_PATHS.withdraw} replace />;
  return <Verification draft={draft} />;
}

function Verification({ draft }: { draft: WithdrawDraft }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useStepUpState();
  useStepUpExpiry();
  const { submit, outcome, isPending } = useWithdrawSubmit();

  const send = async (fundPassword: string): Promise<boolean> => {
    const stepUpToken = currentStepUpToken();
    if (stepUpToken === null) {
      // Expired between rendering and pressing: show the verification step again.
      useStepUp.getState().clear();
      return false;
    }
    const withdrawal = await submit(draft, { fundPassword, stepUpToken });
    if (withdrawal === null) return false;
    navigate(withQuery(FUNDING_PATHS.withdrawResult, { id: String(withdrawal.id) }), {
      replace: true,
    });
    useWithdrawDraft.getState().clear();
    return true;
  };

  return (
    <FormScreen
      title={t('funding.verify.title')}
      intro={t('funding.verify.intro')}
      testId="screen-security-verification"
    >
      <div className="funding-stack">
        <WithdrawSummary draft={draft} />
        <section className="funding-card verify-step">
          <h2 className="verify-step-title">
            <span className="sent-step-index">1</span>
            {t('funding.verify.step1')}
          </h2>
          {/* The token lands in the step-up store; this screen re-renders from it. */}
          {token === null ? (
            <StepUpStep noticeClassName="funding-inline-notice" onDone={() => undefined} />
          ) : (
            <p className="verify-done" data-testid="withdraw-verified">
              <CheckCircleFill aria-hidden="true" /> {t('funding.verify.verified')}
            </p>
          )}
        </section>
        <section className="funding-card verify-step">
          <h2 className="verify-step-title">
            <span className="sent-step-index">2</span>
            {t('funding.verify.step2')}
          </h2>
          {token === null ? (
            <p className="muted small">{t('funding.verify.afterStep1')}</p>
          ) : (
            <FundPasswordStep pending={isPending} outcome={outcome} onSubmit={send} />
          )}
        </section>
      </div>
    </FormScreen>
  );
}
