import type { SavedAddress } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../../account/factors';

/** Whether a saved address can be used now, or from when (saved while the whitelist held). */
export function UsableStatus({ entry }: { entry: SavedAddress }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return entry.usable ? (
    <span className="status-pill good" data-testid="book-entry-status">
      {t('addressBook.ready')}
    </span>
  ) : (
    <span className="status-pill pending" data-testid="book-entry-status">
      {t('addressBook.waiting', { time: formatDateTime(entry.usableAt, locale) })}
    </span>
  );
}

/** One saved address: its label, whether it is usable, the whole address, and what can be done with it. */
export function SavedAddressRow({
  entry,
  onEdit,
  onDelete,
}: {
  entry: SavedAddress;
  onEdit: (entry: SavedAddress) => void;
  onDelete: (entry: SavedAddress) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="book-entry" data-testid={`book-entry-${entry.id}`}>
      <div className="book-entry-head">
        <strong className="book-entry-label" data-testid="book-entry-label">
          {entry.label}
        </strong>
        <UsableStatus entry={entry} />
      </div>
      <code className="book-address" data-testid="book-entry-address">
        {entry.address}
      </code>
      <span className="muted small">
        {t('addressBook.addedAt', { time: formatDateTime(entry.createdAt, locale) })}
      </span>
      <div className="book-entry-actions">
        <Button
          size="mini"
          fill="outline"
          shape="rounded"
          data-testid="book-entry-edit"
          onClick={() => onEdit(entry)}
        >
          {t('addressBook.edit')}
        </Button>
        <Button
          size="mini"
          fill="outline"
          shape="rounded"
          color="danger"
          data-testid="book-entry-delete"
          onClick={() => onDelete(entry)}
        >
          {t('addressBook.delete')}
        </Button>
      </div>
    </li>
  );
}
