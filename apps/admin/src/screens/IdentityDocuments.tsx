import type { IdentityDocument } from '@exchange/contracts';
import { useState } from 'react';
import { describeError } from '../api/describe';
import { useIdentityDocument } from '../api/identity';
import { useI18n } from '../app/context';
import { Modal } from '../components/Modal';
import { Panel } from '../components/Page';

interface Enlarged {
  readonly document: IdentityDocument;
  readonly url: string;
}

/**
 * An application's photos side by side, each fetched as the panel opens
 * (the server records every view and shows it to the user). A click shows
 * one large, from the same copy: enlarging is not another view.
 */
export function IdentityDocuments(props: { id: number; documents: readonly IdentityDocument[] }) {
  const { t, term } = useI18n();
  const [enlarged, setEnlarged] = useState<Enlarged | null>(null);
  return (
    <Panel title={t('identity.documents')} testId="identity-documents">
      <p className="muted">{t('identity.documentsNote')}</p>
      {props.documents.length === 0 ? (
        <p className="muted">{t('identity.noDocuments')}</p>
      ) : (
        <div className="document-row">
          {props.documents.map((document) => (
            <DocumentTile
              key={document}
              id={props.id}
              document={document}
              onEnlarge={(url) => setEnlarged({ document, url })}
            />
          ))}
        </div>
      )}
      {enlarged && (
        <Modal
          title={term('identityDocument', enlarged.document)}
          onClose={() => setEnlarged(null)}
          testId="document-enlarged"
          wide
        >
          <img
            className="document-full"
            src={enlarged.url}
            alt={term('identityDocument', enlarged.document)}
          />
        </Modal>
      )}
    </Panel>
  );
}

function DocumentTile(props: {
  id: number;
  document: IdentityDocument;
  onEnlarge(url: string): void;
}) {
  const { t, term } = useI18n();
  const image = useIdentityDocument(props.id, props.document);
  const name = term('identityDocument', props.document);
  return (
    <figure className="document-tile" data-testid={`document-${props.document}`}>
      {image.url !== null ? (
        <button
          type="button"
          className="document-thumb"
          title={t('identity.enlarge', { document: name })}
          data-testid="document-enlarge"
          onClick={() => image.url !== null && props.onEnlarge(image.url)}
        >
          <img src={image.url} alt={name} />
        </button>
      ) : image.error !== null ? (
        <div className="document-placeholder" role="alert">
          <p className="bad">{describeError(image.error, t)}</p>
          <button type="button" className="small" onClick={image.reload}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div className="document-placeholder muted">{t('identity.documentLoading')}</div>
      )}
      <figcaption>{name}</figcaption>
    </figure>
  );
}
