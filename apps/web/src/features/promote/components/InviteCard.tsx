import type { PromotionSummary } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { PictureOutline, UploadOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { copyText } from '../../account/clipboard';
import { CopyButton } from '../../funding/components/CopyButton';
import { QrCode } from '../../funding/components/QrCode';
import { inviteLink } from '../promoteRules';
import { PosterSheet } from './PosterSheet';

/** Whether this browser offers the system share sheet. */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The caller's invitation: the code and the link (each with a copy
 * button), a QR code of the link, the system share sheet where the browser
 * has one, and the server-rendered poster.
 */
export function InviteCard({ summary }: { summary: PromotionSummary }) {
  const { t } = useTranslation();
  const [posterOpen, setPosterOpen] = useState(false);
  const link = inviteLink(window.location.origin, summary.invitePath);
  const shareable = canShare();

  const copyLink = async () => {
    const copied = await copyText(link);
    notify.info(copied ? t('account.common.copied') : t('account.common.copyFailed'));
  };

  const share = async () => {
    try {
      await navigator.share({
        title: t('promote.hero.title'),
        text: t('promote.invite.shareText', { code: summary.inviteCode }),
        url: link,
      });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  };

  return (
    <section
      className="card lending-card lending-inline promote-invite"
      data-testid="promote-invite"
    >
      <div className="promote-code-row">
        <span className="muted small">{t('promote.invite.code')}</span>
        <span className="promote-code">
          <strong data-testid="promote-code">{summary.inviteCode}</strong>
          <CopyButton
            text={summary.inviteCode}
            label={t('promote.invite.copyCode')}
            testId="promote-copy-code"
          />
        </span>
      </div>
      <div className="promote-link-row">
        <span className="muted small">{t('promote.invite.link')}</span>
        <span className="promote-link">
          <code data-testid="promote-link">{link}</code>
          <CopyButton text={link} label={t('promote.invite.copyLink')} testId="promote-copy-link" />
        </span>
      </div>
      <div className="promote-qr">
        <div className="qr-frame">
          <QrCode value={link} label={t('promote.invite.qrAlt')} />
        </div>
        <p className="muted small lending-note">{t('promote.invite.qrNote')}</p>
      </div>
      <div className="promote-actions">
        <Button
          color="primary"
          shape="rounded"
          className="promote-action-main"
          data-testid="promote-copy-link-button"
          onClick={() => void copyLink()}
        >
          {t('promote.invite.copyLink')}
        </Button>
        {shareable && (
          <Button shape="rounded" data-testid="promote-share" onClick={() => void share()}>
            <UploadOutline aria-hidden="true" /> {t('promote.invite.share')}
          </Button>
        )}
        <Button
          shape="rounded"
          data-testid="promote-poster-open"
          onClick={() => setPosterOpen(true)}
        >
          <PictureOutline aria-hidden="true" /> {t('promote.invite.poster')}
        </Button>
      </div>
      <PosterSheet
        open={posterOpen}
        onClose={() => setPosterOpen(false)}
        code={summary.inviteCode}
      />
    </section>
  );
}
