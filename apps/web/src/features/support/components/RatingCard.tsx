import { Button } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRateSupport } from '../mutations';

const STARS = [1, 2, 3, 4, 5] as const;
/** The server's limit for the comment. */
const COMMENT_MAX = 500;

/** After an agent resolved the conversation: five stars and an optional comment, once. */
export function RatingCard({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const rate = useRateSupport();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0 || rate.isPending) return;
    rate.mutate({
      conversationId,
      rating,
      ...(comment.trim() === '' ? {} : { comment: comment.trim() }),
    });
  };

  return (
    <form className="card support-rating" noValidate onSubmit={submit} data-testid="support-rating">
      <h3 className="card-title">{t('support.rate.title')}</h3>
      <p className="muted small">{t('support.rate.hint')}</p>
      <div className="support-stars" role="radiogroup" aria-label={t('support.rate.title')}>
        {STARS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={rating === value}
            aria-label={t('support.rate.star', { n: value })}
            className={value <= rating ? 'support-star on' : 'support-star'}
            data-testid={`support-star-${value}`}
            onClick={() => setRating(value)}
          >
            {value <= rating ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
          </button>
        ))}
      </div>
      <textarea
        className="field-input support-rating-comment"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder={t('support.rate.comment')}
        aria-label={t('support.rate.comment')}
        maxLength={COMMENT_MAX}
        rows={2}
        data-testid="support-rating-comment"
      />
      <Button
        type="submit"
        block
        color="primary"
        shape="rounded"
        disabled={rating === 0}
        loading={rate.isPending}
        data-testid="support-rating-submit"
      >
        {t('support.rate.submit')}
      </Button>
    </form>
  );
}
