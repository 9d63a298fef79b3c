import type { P2pOrderDetail } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { FrownOutline, SmileOutline } from 'antd-mobile-icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify';
import { REVIEW_MAX } from '../../appealRules';
import { useReviewOrder } from '../../mutations';

/** The review left: positive or negative, and the comment. */
function LeftReview({ review }: { review: NonNullable<P2pOrderDetail['review']> }) {
  const { t } = useTranslation();
  return (
    <div className="p2p-review-left" data-testid="review-left">
      <span className={review.positive ? 'p2p-review-mark up' : 'p2p-review-mark down'}>
        {review.positive ? (
          <SmileOutline aria-hidden="true" />
        ) : (
          <FrownOutline aria-hidden="true" />
        )}
        {review.positive ? t('p2p.review.positive') : t('p2p.review.negative')}
      </span>
      {review.comment && <p className="p2p-terms-text">{review.comment}</p>}
    </div>
  );
}

function ReviewForm({ order }: { order: P2pOrderDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const review = useReviewOrder();
  const [positive, setPositive] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (review.isPending) return;
    setSubmitted(true);
    if (positive === null) return;
    try {
      await review.mutateAsync({ id: order.id, positive, comment: comment.trim() });
      notify.info(t('p2p.review.done'));
    } catch {
      // Shown by the API client.
    }
  };

  const choice = (value: boolean) => (
    <button
      type="button"
      role="radio"
      aria-checked={positive === value}
      className={positive === value ? 'p2p-choice active' : 'p2p-choice'}
      data-testid={value ? 'review-positive' : 'review-negative'}
      onClick={() => setPositive(value)}
    >
      {value ? <SmileOutline aria-hidden="true" /> : <FrownOutline aria-hidden="true" />}
      {value ? t('p2p.review.positive') : t('p2p.review.negative')}
    </button>
  );

  return (
    <form
      className="account-form p2p-review-form"
      noValidate
      data-testid="review-form"
      onSubmit={(event) => void submit(event)}
    >
      <div className="p2p-choices" role="radiogroup" aria-label={t('p2p.review.title')}>
        {choice(true)}
        {choice(false)}
      </div>
      {submitted && positive === null && (
        <div className="field-error" role="alert">
          {t('p2p.review.choose')}
        </div>
      )}
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {t('p2p.review.comment')}
        </label>
        <div className="field-box">
          <textarea
            id={id}
            className="field-input p2p-textarea"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={REVIEW_MAX}
            rows={2}
            data-testid="review-comment"
          />
        </div>
      </div>
      <Button
        type="submit"
        block
        shape="rounded"
        color="primary"
        loading={review.isPending}
        data-testid="review-submit"
      >
        {t('p2p.review.submit')}
      </Button>
    </form>
  );
}

/** A completed order's review of the counterpart: left once, then shown. */
export function ReviewSection({ order }: { order: P2pOrderDetail }) {
  const { t } = useTranslation();
  return (
    <section className="card p2p-card" data-testid="review-section">
      <h3 className="card-title">{t('p2p.review.title')}</h3>
      {order.review ? (
        <LeftReview review={order.review} />
      ) : (
        <>
          <p className="muted small">
            {t('p2p.review.intro', { name: order.counterpart.nickname })}
          </p>
          <ReviewForm order={order} />
        </>
      )}
    </section>
  );
}
