import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../lending/components/Sheet';
import { usePromotionPoster } from '../queries';
import { useObjectUrl } from '../../../lib/useObjectUrl';

/** The poster image while the sheet is open: an object URL of the bytes read with the session. */
function Poster({ code }: { code: string }) {
  const { t } = useTranslation();
  const poster = usePromotionPoster();
  const url = useObjectUrl(poster.data);
  if (poster.isError) {
    return (
      <div className="promote-poster-state" data-testid="promote-poster-failed">
        <p className="muted">{t('promote.poster.failed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void poster.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (url === null) {
    return (
      <div className="promote-poster-state" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <>
      <img
        className="promote-poster-image"
        src={url}
        alt={t('promote.poster.alt')}
        data-testid="promote-poster-image"
      />
      <p className="muted small lending-note">{t('promote.poster.note')}</p>
      <a
        className="promote-download"
        href={url}
        download={`invite-${code}.png`}
        data-testid="promote-poster-download"
      >
        {t('promote.poster.download')}
      </a>
    </>
  );
}

/** A bottom sheet with the server-rendered poster and a download link. */
export function PosterSheet({
  open,
  onClose,
  code,
}: {
  open: boolean;
  onClose: () => void;
  code: string;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onClose={onClose} testId="promote-poster">
      <div className="promote-poster">
        <h3 className="lending-sheet-title">{t('promote.poster.title')}</h3>
        {open && <Poster code={code} />}
      </div>
    </Sheet>
  );
}
