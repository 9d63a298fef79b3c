import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { addressBookPath } from '../paths';
import { useAddressBook } from '../queries';
import { UsableStatus } from './SavedAddressRow';
import '../addressbook.css';

/**
 * The user's saved addresses on one network, to fill the withdrawal form's
 * address with. One not yet usable under the whitelist is listed but cannot
 * be picked. Read when first opened.
 */
export function SavedAddressPicker({
  open,
  symbol,
  chain,
  onPick,
  onClose,
}: {
  open: boolean;
  symbol: string;
  chain: string;
  onPick: (address: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const book = useAddressBook(open);
  const entries = (book.data?.addresses ?? []).filter((entry) => entry.chain === chain);
  const whitelistOn = book.data?.whitelist.enforced === true;
  return (
    <Popup
      visible={open}
      position="bottom"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="book-sheet"
      destroyOnClose
    >
      <div data-testid="book-picker">
        <h2 className="book-sheet-title">{t('addressBook.picker.title', { chain })}</h2>
        <QueryState
          isPending={book.isPending}
          error={book.error}
          onRetry={() => void book.refetch()}
        >
          {entries.length === 0 ? (
            <p className="muted" data-testid="book-picker-none">
              {t('addressBook.picker.none', { chain })}
            </p>
          ) : (
            <div role="list">
              {entries.map((entry) => (
                <button
                  key={entry.id}
                  type="button"
                  role="listitem"
                  className="book-pick"
                  disabled={whitelistOn && !entry.usable}
                  data-testid={`book-pick-${entry.id}`}
                  onClick={() => {
                    onPick(entry.address);
                    onClose();
                  }}
                >
                  <span className="book-entry-head">
                    <strong className="book-entry-label">{entry.label}</strong>
                    <UsableStatus entry={entry} />
                  </span>
                  <code className="book-address">{entry.address}</code>
                </button>
              ))}
            </div>
          )}
        </QueryState>
        <Link
          className="book-manage"
          to={addressBookPath({ symbol, chain })}
          data-testid="book-picker-manage"
        >
          {t('addressBook.picker.manage')}
        </Link>
      </div>
    </Popup>
  );
}
