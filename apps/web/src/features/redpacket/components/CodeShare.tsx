import { Button } from 'antd-mobile';
import { UploadOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { copyText } from '../../account/clipboard';
import { CopyButton } from '../../funding/components/CopyButton';
import { packetLink } from '../redPacketRules';

/** Whether this browser offers the system share sheet. */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * A packet's code, large, and its link (each with a copy button), with
 * "copy" and the system share sheet where the browser has one.
 */
export function CodeShare({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = packetLink(window.location.origin, code);
  const shareable = canShare();

  const copyCode = async () => {
    const copied = await copyText(code);
    notify.info(copied ? t('account.common.copied') : t('account.common.copyFailed'));
  };

  const share = async () => {
    try {
      await navigator.share({
        title: t('redPacket.created.shareTitle'),
        text: t('redPacket.created.shareText', { code }),
        url: link,
      });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  };

  return (
    <div className="rp-share" data-testid="redpacket-share-block">
      <div className="rp-code-box">
        <span className="rp-code-label">{t('redPacket.created.code')}</span>
        <strong className="rp-code" data-testid="redpacket-code">
          {code}
        </strong>
      </div>
      <div className="promote-link-row">
        <span className="muted small">{t('redPacket.created.link')}</span>
        <span className="promote-link">
          <code data-testid="redpacket-link">{link}</code>
          <CopyButton
            text={link}
            label={t('redPacket.created.copyLink')}
            testId="redpacket-copy-link"
          />
        </span>
      </div>
      <div className="promote-actions">
        <Button
          shape="rounded"
          className="rp-button"
          data-testid="redpacket-copy-code"
          onClick={() => void copyCode()}
        >
          {t('redPacket.created.copyCode')}
        </Button>
        {shareable && (
          <Button shape="rounded" data-testid="redpacket-share" onClick={() => void share()}>
            <UploadOutline aria-hidden="true" /> {t('redPacket.created.share')}
          </Button>
        )}
      </div>
    </div>
  );
}
