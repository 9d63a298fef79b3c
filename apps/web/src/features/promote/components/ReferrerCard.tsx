import type { PromotionSummary } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api';
import { notify } from '../../../app/notify';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { TextField } from '../../account/components/Field';
import { formatDateTime } from '../../market/format';
import { BIND_FIELD_CODES, usePromotionBind } from '../mutations';
import { isInviteCode, normaliseCode } from '../promoteRules';

/**
 * Adding a referrer after registering: the code is checked for its shape
 * here, and the server's refusal of it (wrong code, own code, a code of
 * one's own downline, no right to invite, window closed) is shown under
 * the field in the server's words.
 */
function BindForm({ until }: { until: number }) {
  const { t } = useTranslation();
  const bind = usePromotionBind();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    const value = normaliseCode(code);
    if (!isInviteCode(value)) {
      setError(t('promote.referrer.invalid'));
      return;
    }
    setError(undefined);
    try {
      await bind.mutateAsync(value);
      notify.info(t('promote.referrer.done'));
    } catch (failure: unknown) {
      // Other failures were toasted by the API layer.
      if (isApiError(failure) && failure.code !== null && BIND_FIELD_CODES.includes(failure.code))
        setError(failure.message);
    }
  };

  return (
    <form className="promote-bind" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3 className="card-title">{t('promote.referrer.add')}</h3>
      <p className="muted small lending-note" data-testid="promote-bind-until">
        {t('promote.referrer.addNote', { time: formatDateTime(until) })}
      </p>
      <TextField
        label={t('promote.referrer.label')}
        value={code}
        onChange={(value) => {
          setCode(value.toUpperCase());
          setError(undefined);
        }}
        error={error}
        maxLength={8}
        placeholder={t('promote.referrer.placeholder')}
        autoComplete="off"
        testId="promote-bind-code"
      />
      <Button
        block
        shape="rounded"
        color="primary"
        type="submit"
        loading={bind.isPending}
        disabled={code.trim() === ''}
        data-testid="promote-bind-submit"
      >
        {t('promote.referrer.submit')}
      </Button>
    </form>
  );
}

/** Who invited the caller; or, while the window is open, the form to add them; or that it has closed. */
export function ReferrerCard({ summary, nowMs }: { summary: PromotionSummary; nowMs: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { referrer, bindUntil } = summary;
  if (referrer) {
    return (
      <section className="card lending-card lending-inline" data-testid="promote-referrer">
        <h3 className="card-title">{t('promote.referrer.title')}</h3>
        <p className="lending-note" data-testid="promote-invited-by">
          {t('promote.referrer.invitedBy', { name: referrer.name })}
        </p>
        <p className="muted small lending-note">
          {t('promote.referrer.since', {
            date: formatDate(new Date(referrer.since).toISOString(), locale),
          })}
        </p>
      </section>
    );
  }
  if (bindUntil !== null && bindUntil > nowMs) {
    return (
      <section className="card lending-card lending-inline" data-testid="promote-referrer">
        <BindForm until={bindUntil} />
      </section>
    );
  }
  return (
    <p className="notice lending-inline" data-testid="promote-bind-closed">
      {t('promote.referrer.closed')}
    </p>
  );
}
