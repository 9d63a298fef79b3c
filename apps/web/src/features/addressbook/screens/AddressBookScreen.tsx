import type { SavedAddress } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../../account/components/FormScreen';
import { symbolParam } from '../../wallet/params';
import { useCoins } from '../../wallet/queries';
import { AddAddressSheet } from '../components/AddAddressSheet';
import { LabelDialog } from '../components/LabelDialog';
import { SavedAddressRow } from '../components/SavedAddressRow';
import { WhitelistCard } from '../components/WhitelistCard';
import { WhitelistSheet } from '../components/WhitelistSheet';
import { useDeleteAddress } from '../mutations';
import { useAddressBook, useAddressBookEnabled } from '../queries';
import { groupByNetwork, networksFor } from '../rules';
import '../../funding/funding.css';
import '../addressbook.css';

function Book() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const symbol = symbolParam(params.get('symbol'));
  const chain = params.get('chain')?.toUpperCase() ?? undefined;
  const book = useAddressBook();
  const coins = useCoins();
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const [switching, setSwitching] = useState<boolean | null>(null);
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const data = book.data;
  const coinNetworks = networksFor(coins.data ?? [], symbol);
  // A coin in the link offers its own networks; an unknown one, or none, every network.
  const networks =
    coinNetworks.length > 0 ? coinNetworks : networksFor(coins.data ?? [], undefined);
  const full = data !== undefined && data.total >= data.max;

  const confirmDelete = () => {
    const entry = deleting;
    setDeleting(null);
    if (entry) remove.mutate(entry.id, { onSuccess: () => notify.info(t('addressBook.deleted')) });
  };

  return (
    <>
      <QueryState isPending={book.isPending} error={book.error} onRetry={() => void book.refetch()}>
        {data && (
          <div className="book-stack">
            <WhitelistCard whitelist={data.whitelist} onSwitch={setSwitching} />
            {data.addresses.length === 0 ? (
              <p className="book-empty" data-testid="book-empty">
                {t('addressBook.empty')}
              </p>
            ) : (
              groupByNetwork(data.addresses, chain).map((group) => (
                <section
                  key={group.chain}
                  className="book-group"
                  data-testid={`book-group-${group.chain}`}
                >
                  <h2 className="book-group-title">{group.chain}</h2>
                  <ul className="book-list">
                    {group.addresses.map((entry) => (
                      <SavedAddressRow
                        key={entry.id}
                        entry={entry}
                        onEdit={setEditing}
                        onDelete={setDeleting}
                      />
                    ))}
                  </ul>
                </section>
              ))
            )}
            <p className="muted small" data-testid="book-count">
              {t('addressBook.count', { total: data.total, max: data.max })}
            </p>
            <Button
              color="primary"
              shape="rounded"
              block
              size="large"
              disabled={full}
              data-testid="book-add"
              onClick={() => setAdding(true)}
            >
              <AddOutline aria-hidden="true" /> {t('addressBook.add')}
            </Button>
            {full && (
              <p className="notice" data-testid="book-full">
                {t('addressBook.full')}
              </p>
            )}
          </div>
        )}
      </QueryState>
      {data && (
        <>
          <AddAddressSheet
            open={adding}
            networks={networks}
            initialChain={chain}
            whitelistOn={data.whitelist.enforced}
            hours={data.whitelist.holdHours}
            onClose={() => setAdding(false)}
          />
          <WhitelistSheet
            target={switching}
            hours={data.whitelist.holdHours}
            onClose={() => setSwitching(null)}
          />
        </>
      )}
      {editing && <LabelDialog entry={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        visible={deleting !== null}
        title={t('addressBook.deleteConfirm.title')}
        body={t('addressBook.deleteConfirm.body', {
          label: deleting?.label ?? '',
          chain: deleting?.chain ?? '',
        })}
        confirmText={t('addressBook.delete')}
        keepText={t('addressBook.deleteConfirm.keep')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        testId="book-delete-dialog"
        className="book-dialog"
      />
    </>
  );
}

/**
 * `/withdraw/addressBook` (?symbol=, ?chain=): saved withdrawal addresses
 * by network with their labels, adding (fund password), relabelling,
 * deleting (confirmed), and the whitelist switch with its waiting rules.
 * Not for the demo account, as withdrawals are not.
 */
export default function AddressBookScreen() {
  const { t } = useTranslation();
  const enabled = useAddressBookEnabled();
  return (
    <FormScreen
      title={t('addressBook.title')}
      intro={t('addressBook.intro')}
      testId="screen-address-book"
    >
      {enabled ? (
        <Book />
      ) : (
        <p className="notice" data-testid="book-demo">
          {t('addressBook.demo')}
        </p>
      )}
    </FormScreen>
  );
}
