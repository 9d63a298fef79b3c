import type { HeldDocument } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { useHeldDocuments } from '../queries';

function DocumentRow({ document }: { document: HeldDocument }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (iso: string) => formatDate(iso, locale);
  return (
    <li className="identity-document" data-testid={`held-${document.level}-${document.document}`}>
      <div className="identity-document-head">
        <span>
          {t(`identity.document.${document.document}`)}
          <span className="muted small"> · {t(`identity.level.${document.level}`)}</span>
        </span>
        {document.erasedAt ? (
          <span className="status-pill muted" data-testid="held-erased">
            {t('identity.documents.erased', { date: date(document.erasedAt) })}
          </span>
        ) : (
          <span className="status-pill good">{t('identity.documents.held')}</span>
        )}
      </div>
      <p className="muted small">
        {t('identity.documents.uploaded', { date: date(document.uploadedAt) })}
      </p>
      {document.views.length === 0 ? (
        <p className="muted small">{t('identity.documents.notViewed')}</p>
      ) : (
        <ul className="identity-views">
          {document.views.map((view) => (
            <li key={`${view.reviewer}-${view.at}`} className="small">
              {t('identity.documents.viewed', { reviewer: view.reviewer, date: date(view.at) })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Every document photo held for the user, whether erased, and each reviewer who opened it. */
export function HeldDocuments() {
  const { t } = useTranslation();
  const documents = useHeldDocuments();
  const list = documents.data ?? [];
  return (
    <section className="card identity-documents" data-testid="held-documents">
      <h2 className="card-title">{t('identity.documents.title')}</h2>
      <p className="muted small">{t('identity.documents.intro')}</p>
      <QueryState
        isPending={documents.isPending}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      >
        {list.length === 0 ? (
          <p className="muted identity-empty">{t('identity.documents.empty')}</p>
        ) : (
          <ul className="identity-document-list">
            {list.map((document) => (
              <DocumentRow
                key={`${document.level}-${document.document}-${document.uploadedAt}`}
                document={document}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
