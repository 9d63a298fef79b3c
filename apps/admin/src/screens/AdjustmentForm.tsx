import {
  ADJUSTMENT_KINDS,
  SYSTEM_ADJUSTMENT_KINDS,
  USER_WALLETS,
  type UserWalletName,
} from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import type { AdjustmentRequest } from '../api/ledger';
import { useI18n } from '../app/context';
import type { TextKey } from '../i18n';
import { FormButtons, Modal } from '../components/Modal';
import { newRequestId } from '../lib/requestId';

/** What the server accepts as an amount: digits and at most one point, no sign. */
const AMOUNT_PATTERN = '(0|[1-9][0-9]{0,29})(\\.[0-9]{1,18})?';

interface Props {
  readonly pending: boolean;
  onSubmit(request: AdjustmentRequest, done: () => void): void;
  onClose(): void;
}

/** Which note a kind's form shows: a top-up of a platform account says where the money goes. */
const KIND_NOTE = {
  credit: 'adjustments.note',
  debit: 'adjustments.note',
  insurance: 'adjustments.insuranceNote',
  credit_fund: 'adjustments.creditFundNote',
  earn_fund: 'adjustments.earnFundNote',
  mining_income: 'adjustments.miningIncomeNote',
  promotions_fund: 'adjustments.promotionsFundNote',
} as const satisfies Record<AdjustmentRequest['kind'], TextKey>;

const topsUpSystem = (kind: AdjustmentRequest['kind']) =>
  (SYSTEM_ADJUSTMENT_KINDS as readonly string[]).includes(kind);

/**
 * A manual deposit (credit), a correction (debit), or a top-up of a
 * platform account: the insurance fund, the credit lending fund that
 * credit loans are paid from, the earn treasury that funds earn products,
 * the mining-income account, or the promotions budget that referral
 * rebates and bonuses are paid from (none names a user or a wallet). The
 * request id is chosen when the form opens and kept through retries, so
 * sending again after a lost answer cannot create a second adjustment.
 */
export function AdjustmentForm(props: Props) {
  const { t, term } = useI18n();
  const [requestId] = useState(newRequestId);
  const [form, setForm] = useState<Required<Omit<AdjustmentRequest, 'requestId'>>>({
    uid: '',
    kind: 'credit',
    wallet: 'spot',
    asset: '',
    amount: '',
    reason: '',
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm({ ...form, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { uid, wallet, ...rest } = form;
    const asset = form.asset.trim().toUpperCase();
    props.onSubmit(
      system
        ? { ...rest, asset, requestId }
        : { ...rest, uid: uid.trim(), wallet, asset, requestId },
      props.onClose,
    );
  };
  const system = topsUpSystem(form.kind);

  return (
    <Modal title={t('adjustments.new')} onClose={props.onClose} testId="adjustment-form">
      <form className="stack" onSubmit={submit}>
        <p className="muted" data-testid="adjustment-note">
          {t(KIND_NOTE[form.kind])}
        </p>
        <div className="form-grid">
          {!system && (
            <label className="field">
              <span>{t('adjustments.uid')}</span>
              <input
                data-testid="adjustment-uid"
                required
                inputMode="numeric"
                pattern="[0-9]{8,12}"
                value={form.uid}
                onChange={(e) => set('uid', e.target.value)}
                autoFocus
              />
            </label>
          )}
          <label className="field">
            <span>{t('adjustments.kind')}</span>
            <select
              data-testid="adjustment-kind"
              value={form.kind}
              onChange={(e) => set('kind', e.target.value as AdjustmentRequest['kind'])}
            >
              {ADJUSTMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {term('adjustmentKind', kind)}
                </option>
              ))}
            </select>
          </label>
          {!system && (
            <label className="field">
              <span>{t('adjustments.wallet')}</span>
              <select
                data-testid="adjustment-wallet"
                value={form.wallet}
                onChange={(e) => set('wallet', e.target.value as UserWalletName)}
              >
                {USER_WALLETS.map((wallet) => (
                  <option key={wallet} value={wallet}>
                    {term('wallet', wallet)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="field">
            <span>{t('adjustments.asset')}</span>
            <input
              data-testid="adjustment-asset"
              required
              pattern="[A-Za-z0-9]{2,10}"
              placeholder="USDT"
              value={form.asset}
              onChange={(e) => set('asset', e.target.value)}
            />
          </label>
          <label className="field">
            <span>{t('adjustments.amount')}</span>
            <input
              data-testid="adjustment-amount"
              className="num"
              required
              inputMode="decimal"
              pattern={AMOUNT_PATTERN}
              placeholder="0.00"
              value={form.amount}
              onChange={(e) => set('amount', e.target.value.trim())}
            />
          </label>
        </div>
        <label className="field">
          <span>{t('adjustments.reason')}</span>
          <textarea
            data-testid="adjustment-reason"
            required
            maxLength={500}
            rows={3}
            value={form.reason}
            onChange={(e) => set('reason', e.target.value)}
          />
        </label>
        <FormButtons
          submitLabel={t('adjustments.submit')}
          submitTestId="adjustment-submit"
          disabled={props.pending}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
