import { useId, useState, type FormEvent } from 'react';
import { describeError } from '../../api/describe';
import { useLiabilityActions } from '../../api/liabilities';
import { useI18n } from '../../app/context';
import { Copyable } from '../../components/Copyable';
import { FormButtons, Modal } from '../../components/Modal';
import { formatTime } from '../../lib/format';

/**
 * Publishing a custody address in two steps. The operator names the network
 * and the address and gets the exact message to sign, dated today, with the
 * wallet format its chain uses; they sign it offline with the address's key
 * and paste the signature, with the label users will see. The server checks
 * the signature before storing anything. Changing the network or the
 * address drops the message, which names both. Refusals are shown here,
 * beside the fields, in the console's language (the server words them).
 */
export function AddReserveDialog(props: { networks: readonly string[]; onClose(): void }) {
  const { t } = useI18n();
  const { challenge, add } = useLiabilityActions();
  const listId = useId();
  const [network, setNetwork] = useState('');
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [signature, setSignature] = useState('');
  const asked = challenge.data;

  const retarget = (change: () => void) => {
    change();
    challenge.reset();
    add.reset();
  };
  const canAsk = network.trim() !== '' && address.trim() !== '' && !challenge.isPending;
  const ask = () => {
    if (canAsk) challenge.mutate({ network: network.trim(), address: address.trim() });
  };
  const canPublish =
    asked !== undefined && label.trim() !== '' && signature.trim() !== '' && !add.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!asked || !canPublish) return;
    add.mutate(
      {
        network: asked.network,
        address: asked.address,
        label: label.trim(),
        signedAt: asked.signedAt,
        signature: signature.trim(),
      },
      { onSuccess: props.onClose },
    );
  };

  return (
    <Modal title={t('reserves.addTitle')} onClose={props.onClose} testId="reserve-dialog" wide>
      <form className="stack" onSubmit={submit}>
        <p className="muted">{t('reserves.addNote')}</p>
        <div className="form-grid">
          <label className="field">
            <span>{t('reserves.network')}</span>
            <input
              data-testid="reserve-network"
              list={listId}
              required
              maxLength={20}
              value={network}
              onChange={(event) => retarget(() => setNetwork(event.target.value))}
              autoFocus
            />
            <datalist id={listId}>
              {props.networks.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <small className="muted">{t('reserves.networkHint')}</small>
          </label>
          <label className="field">
            <span>{t('reserves.address')}</span>
            <input
              className="mono"
              data-testid="reserve-address"
              required
              maxLength={100}
              value={address}
              onChange={(event) => retarget(() => setAddress(event.target.value))}
            />
          </label>
        </div>
        <div>
          <button type="button" data-testid="reserve-get-message" disabled={!canAsk} onClick={ask}>
            {t('reserves.getMessage')}
          </button>
        </div>
        {challenge.error !== null && (
          <p className="form-error" role="alert" data-testid="reserve-challenge-error">
            {describeError(challenge.error, t)}
          </p>
        )}
        {asked && (
          <>
            <Copyable
              label={t('reserves.message')}
              value={asked.message}
              testId="reserve-message"
              multiline
            />
            <p data-testid="reserve-format">{t('reserves.format', { format: asked.format })}</p>
            <p className="muted">
              {t('reserves.messageDated', { time: formatTime(asked.signedAt) })}
            </p>
            <label className="field">
              <span>{t('reserves.signature')}</span>
              <textarea
                className="mono"
                data-testid="reserve-signature"
                required
                rows={3}
                maxLength={200}
                value={signature}
                onChange={(event) => setSignature(event.target.value)}
              />
              <small className="muted">{t('reserves.signatureHint')}</small>
            </label>
            <label className="field">
              <span>{t('reserves.label')}</span>
              <input
                data-testid="reserve-label"
                required
                maxLength={60}
                value={label}
                onChange={(event) => setLabel(event.target.value)}
              />
              <small className="muted">{t('reserves.labelHint')}</small>
            </label>
          </>
        )}
        {add.error !== null && (
          <p className="form-error" role="alert" data-testid="reserve-add-error">
            {describeError(add.error, t)}
          </p>
        )}
        <FormButtons
          submitLabel={t('reserves.publish')}
          submitTestId="reserve-publish"
          disabled={!canPublish}
          cancelTestId="reserve-cancel"
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
