import type { RedPacketKind, WalletOverview } from '@exchange/contracts';
import { RED_PACKET_KINDS } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitInput } from '../../account/components/DigitInput';
import { TextField } from '../../account/components/Field';
import { FundLockNotice } from '../../account/components/FundLockNotice';
import { AmountInput } from '../../lending/components/AmountInput';
import { OutcomeUnknown } from '../../lending/components/Notices';
import { SelectField } from '../../wallet/components/SelectField';
import { useCoinIndex } from '../../wallet/queries';
import {
  canonicalAmount,
  checkAmount,
  checkFundPassword,
  isClean,
} from '../../wallet/transferRules';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { useProblemText } from '../../wallet/useProblemText';
import { formatBalance } from '../../wallet/format';
import {
  sendFailureOf,
  useRedPacketCreate,
  type RedPacketDraft,
  type SendFailure,
} from '../mutations';
import {
  checkGreeting,
  checkShares,
  checkSplit,
  GREETING_MAX,
  meanShare,
  sharePlaces,
  sharesOf,
  spotAvailable,
} from '../redPacketRules';
import { FundPasswordNeeded, VerifyNeeded } from './Notices';

export type Created = Awaited<ReturnType<ReturnType<typeof useRedPacketCreate>['mutateAsync']>>;

const EMPTY = { total: '', shares: '', greeting: '', fundPassword: '' };
type Values = typeof EMPTY;

/**
 * Packing a red packet: a coin held in spot, the total (with "Max" and the
 * available balance), the number of shares, equal or lucky, a greeting and
 * the fund password. The request id is kept for a retry of the same
 * submission (`useIdempotentSubmit`), so a double tap or a lost answer
 * makes one packet; it is renewed after a success.
 */
export function SendForm({
  overview,
  coins,
  lockedUntil,
  onCreated,
}: {
  overview: WalletOverview;
  /** Coins with a spot balance available, at least one. */
  coins: readonly string[];
  /** From the security overview: a fund password lock still running. */
  lockedUntil: string | null | undefined;
  onCreated: (created: Created) => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const coinIndex = useCoinIndex();
  const create = useRedPacketCreate();
  const [failure, setFailure] = useState<SendFailure>(null);
  const { submit, outcome } = useIdempotentSubmit(
    async (body: RedPacketDraft, requestId: string) => {
      try {
        return await create.mutateAsync({ ...body, requestId });
      } catch (error) {
        setFailure(sendFailureOf(error));
        throw error;
      }
    },
  );
  const busy = useRef(false);
  const [picked, setAsset] = useState(coins[0] ?? '');
  // A refetch after a packet can drop a coin from the list; fall back rather than show a stale pick.
  const asset = coins.includes(picked) ? picked : (coins[0] ?? '');
  const [kind, setKind] = useState<RedPacketKind>('lucky');
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);

  const places = sharePlaces(coinIndex.get(asset)?.decimals);
  const available = spotAvailable(overview, asset);
  const problems = {
    total: checkAmount(values.total, { available, decimals: places }),
    shares: checkShares(values.shares) ?? checkSplit(values.total, values.shares, places, asset),
    greeting: checkGreeting(values.greeting),
    fundPassword: checkFundPassword(values.fundPassword),
  };
  const mean = meanShare(values.total, values.shares, places);
  const serverShares = failure?.kind === 'shares' ? failure.message : undefined;

  const set = (key: keyof Values) => (value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    if (key !== 'greeting' && key !== 'fundPassword' && failure?.kind === 'shares') {
      setFailure(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy.current || !isClean(problems)) return;
    const total = canonicalAmount(values.total);
    const shares = sharesOf(values.shares);
    if (total === null || shares === null) return;
    busy.current = true;
    setFailure(null);
    const result = await submit({
      asset,
      total,
      shares,
      kind,
      greeting: values.greeting.trim(),
      fundPassword: values.fundPassword,
    });
    busy.current = false;
    if (result === null) {
      // The digits are typed afresh after a failure, as on every fund password form.
      setValues((previous) => ({ ...previous, fundPassword: '' }));
      setSubmitted(false);
      return;
    }
    setValues(EMPTY);
    setSubmitted(false);
    onCreated(result);
  };

  if (failure?.kind === 'fundPasswordNotSet') return <FundPasswordNeeded />;

  return (
    <form
      className="account-form lending-form rp-form"
      noValidate
      data-testid="redpacket-send-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <SelectField
        label={t('redPacket.send.coin')}
        value={asset}
        options={coins.map((symbol) => ({ value: symbol, label: symbol }))}
        onChange={(value) => {
          setAsset(value);
          if (failure?.kind === 'shares') setFailure(null);
        }}
        testId="redpacket-coin"
      />
      <AmountInput
        label={t('redPacket.send.total')}
        coin={asset}
        value={values.total}
        onChange={set('total')}
        max={available}
        decimals={places}
        available={available}
        error={values.total !== '' || submitted ? problemText(problems.total) : undefined}
        placeholder={t('redPacket.send.totalPlaceholder')}
        testId="redpacket-total"
      />
      <TextField
        label={t('redPacket.send.shares')}
        value={values.shares}
        onChange={(raw) => set('shares')(raw.replace(/\D/g, '').slice(0, 3))}
        inputMode="numeric"
        placeholder={t('redPacket.send.sharesPlaceholder')}
        testId="redpacket-shares"
        error={
          (values.shares !== '' || submitted ? problemText(problems.shares) : undefined) ??
          serverShares
        }
      />
      <fieldset className="p2p-choice-group">
        <legend className="field-label">{t('redPacket.send.kind')}</legend>
        <div className="p2p-choices rp-kinds">
          {RED_PACKET_KINDS.map((option) => (
            <button
              key={option}
              type="button"
              className={
                option === kind ? 'p2p-choice lending-choice active' : 'p2p-choice lending-choice'
              }
              aria-pressed={option === kind}
              data-testid={`redpacket-kind-${option}`}
              onClick={() => setKind(option)}
            >
              {t(`redPacket.kind.${option}`)}
            </button>
          ))}
        </div>
        <p className="muted small lending-note" data-testid="redpacket-kind-note">
          {mean === null
            ? t(`redPacket.send.${kind}Note`)
            : t(`redPacket.send.${kind}Mean`, { amount: formatBalance(mean), coin: asset })}
        </p>
      </fieldset>
      <TextField
        label={t('redPacket.send.greeting')}
        value={values.greeting}
        onChange={set('greeting')}
        maxLength={GREETING_MAX}
        placeholder={t('redPacket.send.greetingPlaceholder')}
        testId="redpacket-greeting"
        error={problemText(problems.greeting)}
        hint={`${values.greeting.length}/${GREETING_MAX}`}
      />
      <FundLockNotice
        lockedUntil={lockedUntil}
        serverMessage={failure?.kind === 'locked' ? failure.message : null}
      />
      <DigitInput
        label={t('redPacket.send.fundPassword')}
        value={values.fundPassword}
        onChange={set('fundPassword')}
        masked
        testId="redpacket-fund-password"
        error={submitted ? problemText(problems.fundPassword) : undefined}
      />
      {failure?.kind === 'verify' && <VerifyNeeded />}
      <p className="muted small lending-note">{t('redPacket.send.note')}</p>
      <OutcomeUnknown outcome={outcome} />
      <Button
        type="submit"
        shape="rounded"
        block
        size="large"
        className="rp-button"
        loading={create.isPending}
        data-testid="redpacket-send"
      >
        {t('redPacket.send.submit')}
      </Button>
    </form>
  );
}
