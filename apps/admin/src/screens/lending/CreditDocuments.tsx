import {
  CREDIT_DOCUMENTS,
  CREDIT_REQUIRED_DOCUMENTS,
  type CreditApplication,
  type CreditDocument,
} from '@exchange/contracts';
import { useState } from 'react';
import { useCreditDocumentImages, type CreditDocuments } from '../../api/creditDocuments';
import { describeError } from '../../api/describe';
import { useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import { WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { Modal } from '../../components/Modal';
import { Panel } from '../../components/Page';
import type { Translator } from '../../i18n';

const isRequired = (document: CreditDocument) =>
  (CREDIT_REQUIRED_DOCUMENTS as readonly CreditDocument[]).includes(document);

/**
 * The seven documents of an application: which it carries, which this
 * operator has opened, and a button to open each as an image. Opening
 * records the view (the server's record is what an approval checks);
 * reopening shows the copy already fetched.
 */
export function CreditDocumentsPanel(props: {
  application: CreditApplication;
  documents: CreditDocuments;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { application: a, documents } = props;
  const [shown, setShown] = useState<CreditDocument | null>(null);
  const open = (document: CreditDocument) => {
    documents.open(document);
    setShown(document);
  };
  const opened = a.documents.filter((d) => a.viewedByMe.includes(d)).length;
  return (
    <Panel
      title={t('credit.documents')}
      testId="credit-documents"
      actions={
        <span className="muted" data-testid="credit-opened-count">
          {t('credit.openedCount', { opened, total: a.documents.length })}
        </span>
      }
    >
      <p className="muted">{t('credit.documentsNote')}</p>
      <DataTable
        columns={documentColumns(i18n, a)}
        rows={CREDIT_DOCUMENTS}
        rowKey={(d) => d}
        rowTestId="document-row"
        actions={(d) =>
          a.documents.includes(d) && (
            <button
              type="button"
              className="small"
              data-testid={`document-open-${d}`}
              onClick={() => open(d)}
            >
              {t('credit.openDocument')}
            </button>
          )
        }
      />
      {shown !== null && (
        <DocumentImage documents={documents} document={shown} onClose={() => setShown(null)} />
      )}
    </Panel>
  );
}

function documentColumns(i18n: Translator, a: CreditApplication): Column<CreditDocument>[] {
  const { t, term } = i18n;
  const state = (d: CreditDocument) =>
    !a.documents.includes(d)
      ? t('credit.notProvided')
      : a.viewedByMe.includes(d)
        ? t('credit.openedByYou')
        : t('credit.notOpened');
  return [
    {
      id: 'document',
      header: t('credit.document'),
      value: (d) => term('creditDocument', d),
      width: WIDTH.long,
    },
    {
      id: 'required',
      header: t('credit.required'),
      value: (d) => (isRequired(d) ? t('common.yes') : t('common.no')),
      width: WIDTH.flag + 20,
    },
    {
      id: 'state',
      header: t('credit.documentState'),
      value: state,
      render: (d) => (
        <span data-testid="document-state">
          <Badge
            tone={!a.documents.includes(d) ? 'neutral' : a.viewedByMe.includes(d) ? 'ok' : 'warn'}
          >
            {state(d)}
          </Badge>
        </span>
      ),
      width: WIDTH.status + 40,
    },
  ];
}

/** One document, large, as it came; a failure can be asked again. */
function DocumentImage(props: {
  documents: CreditDocuments;
  document: CreditDocument;
  onClose(): void;
}) {
  const { t, term } = useI18n();
  const images = useCreditDocumentImages(props.documents);
  const image = images[props.document];
  const name = term('creditDocument', props.document);
  return (
    <Modal title={name} onClose={props.onClose} testId="document-shown" wide>
      {image?.url ? (
        <img className="document-full" src={image.url} alt={name} />
      ) : image?.error ? (
        <div className="document-placeholder" role="alert" data-testid="document-error">
          <p className="bad">{describeError(image.error, t)}</p>
          <button
            type="button"
            className="small"
            onClick={() => props.documents.open(props.document)}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div className="document-placeholder muted">{t('credit.documentLoading')}</div>
      )}
    </Modal>
  );
}
