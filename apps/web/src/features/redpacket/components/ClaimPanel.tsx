import { ERROR_CODES, type RedPacket } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api';
import { QueryState } from '../../../components/QueryState';
import { TextField } from '../../account/components/Field';
import { formatBalance } from '../../wallet/format';
import { CLAIM_FIELD_CODES, useRedPacketClaim } from '../mutations';
import { useRedPacket } from '../queries';
import { claimBlock, isPacketCode, normaliseCode, type ClaimBlock } from '../redPacketRules';
import { PacketCard } from './PacketCard';

/** What was just claimed: the amount, large, then the packet with everyone's shares. */
function Claimed({
  amount,
  packet,
  onAgain,
}: {
  amount: string;
  packet: RedPacket;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rp-claimed" data-testid="redpacket-claimed-result">
      <div className="rp-envelope rp-opened">
        <span className="rp-seal" aria-hidden="true" />
        <p className="rp-sender">{t('redPacket.claim.received')}</p>
        <p className="rp-amount" data-testid="redpacket-amount">
          {`${formatBalance(amount)} ${packet.asset}`}
        </p>
        <p className="rp-sender">{t('redPacket.claim.toSpot')}</p>
      </div>
      <PacketCard packet={packet} />
      <Button block shape="rounded" data-testid="redpacket-claim-again" onClick={onAgain}>
        {t('redPacket.claim.again')}
      </Button>
    </div>
  );
}

/** Why the packet shown cannot be claimed by the caller. */
function BlockNote({ block }: { block: ClaimBlock }) {
  const { t } = useTranslation();
  return (
    <p className="notice lending-inline" role="status" data-testid="redpacket-claim-block">
      {t(`redPacket.claim.block.${block}`)}
    </p>
  );
}

/** A packet looked up by its code before claiming, with its loading and failure states. */
function LookedUp({ code }: { code: string }) {
  const packet = useRedPacket(code);
  return (
    <QueryState
      isPending={packet.isPending}
      error={packet.error}
      onRetry={() => void packet.refetch()}
    >
      {packet.data && <PacketCard packet={packet.data} />}
    </QueryState>
  );
}

/**
 * The "Claim" tab: a code (from the link, or typed) and "Open". A code
 * from the link is looked up first, so the packet shows before it is
 * opened; a refusal shows under the field in the server's words, and the
 * packet is then shown as it stands.
 */
export function ClaimPanel({
  initialCode,
  onReset,
}: {
  /** From `?code=`, already normalised. */
  initialCode: string;
  /** Called when the user starts over, so the link's code is forgotten. */
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const claim = useRedPacketClaim();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>(undefined);
  const [shown, setShown] = useState<string | null>(isPacketCode(initialCode) ? initialCode : null);
  const [claimed, setClaimed] = useState<{ amount: string; packet: RedPacket } | null>(null);
  const lookedUp = useRedPacket(shown !== null && shown === code ? shown : null);
  const block = lookedUp.data ? claimBlock(lookedUp.data) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (claim.isPending) return;
    if (!isPacketCode(code)) {
      setError(t('redPacket.claim.invalid'));
      return;
    }
    setError(undefined);
    try {
      const result = await claim.mutateAsync(code);
      setClaimed({ amount: result.amount, packet: result.packet });
    } catch (failure: unknown) {
      // Other failures were toasted by the API layer.
      if (
        isApiError(failure) &&
        failure.code !== null &&
        CLAIM_FIELD_CODES.includes(failure.code)
      ) {
        setError(failure.message);
        // The packet exists: show it as it stands (who got what, what went back).
        if (failure.code !== ERROR_CODES.RED_PACKET_NOT_FOUND) setShown(code);
      }
    }
  };

  const again = () => {
    setClaimed(null);
    setCode('');
    setShown(null);
    setError(undefined);
    onReset();
  };

  if (claimed) return <Claimed amount={claimed.amount} packet={claimed.packet} onAgain={again} />;

  return (
    <div className="rp-claim-panel">
      <form className="account-form rp-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="muted small lending-note">{t('redPacket.claim.intro')}</p>
        <TextField
          label={t('redPacket.claim.code')}
          value={code}
          onChange={(value) => {
            setCode(normaliseCode(value));
            setError(undefined);
          }}
          error={error}
          placeholder={t('redPacket.claim.placeholder')}
          autoComplete="off"
          testId="redpacket-claim-code"
        />
        <Button
          block
          shape="rounded"
          size="large"
          type="submit"
          className="rp-button"
          loading={claim.isPending}
          disabled={code === '' || block !== null}
          data-testid="redpacket-open"
        >
          {t('redPacket.claim.open')}
        </Button>
      </form>
      {block !== null && <BlockNote block={block} />}
      {shown !== null && shown === code && <LookedUp code={shown} />}
    </div>
  );
}
