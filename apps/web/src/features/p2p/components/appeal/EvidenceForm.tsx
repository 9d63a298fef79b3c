import type { P2pOrderDetail } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify';
import { DESCRIPTION_MAX } from '../../appealRules';
import { useAnswerAppeal } from '../../mutations';
import { useProofImages } from '../../useProofImages';
import { ProofImages } from './ProofImages';

/**
 * Evidence for an open appeal: a statement and up to five images, added to
 * the order's case file (and its chat) for the operator and the other side.
 */
export function EvidenceForm({ order, onDone }: { order: P2pOrderDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const answer = useAnswerAppeal();
  const images = useProofImages();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const missing = text.trim() === '';
  const textError = submitted && missing ? t('p2p.appeal.error.evidence') : undefined;
  const imagesError = submitted && images.pending ? t('p2p.appeal.error.proofPending') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (answer.isPending) return;
    setSubmitted(true);
    if (missing || images.pending) return;
    try {
      await answer.mutateAsync({ id: order.id, text: text.trim(), fileIds: images.fileIds });
      notify.info(t('p2p.appeal.evidenceAdded'));
      images.reset();
      onDone();
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <form
      className="account-form p2p-evidence-form"
      noValidate
      data-testid="evidence-form"
      onSubmit={(event) => void submit(event)}
    >
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {t('p2p.appeal.evidenceText')}
        </label>
        <div className={textError ? 'field-box has-error' : 'field-box'}>
          <textarea
            id={id}
            className="field-input p2p-textarea"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('p2p.appeal.evidenceHint')}
            maxLength={DESCRIPTION_MAX}
            rows={3}
            aria-invalid={textError ? true : undefined}
            data-testid="evidence-text"
          />
        </div>
        {textError && (
          <div className="field-error" role="alert">
            {textError}
          </div>
        )}
      </div>
      <ProofImages
        images={images}
        label={t('p2p.appeal.evidenceImages')}
        error={imagesError}
        testId="evidence-images"
      />
      <div className="p2p-sheet-actions">
        <Button type="button" shape="rounded" block onClick={onDone}>
          {t('p2p.appeal.notNow')}
        </Button>
        <Button
          type="submit"
          shape="rounded"
          block
          color="primary"
          loading={answer.isPending}
          data-testid="evidence-submit"
        >
          {t('p2p.appeal.evidenceSubmit')}
        </Button>
      </div>
    </form>
  );
}
