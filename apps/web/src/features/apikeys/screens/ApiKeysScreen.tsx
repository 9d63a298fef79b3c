import {
  API_KEY_MAX_PER_USER,
  API_KEY_TRADE_WITHOUT_IP_DAYS,
  type ApiKey,
} from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { AddOutline, AppOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../../account/components/FormScreen';
import { useNow } from '../../promote/useNow';
import { ApiKeyCard } from '../components/ApiKeyCard';
import { DemoNotice } from '../components/DemoNotice';
import { Endpoint } from '../components/Endpoint';
import { RenameDialog } from '../components/RenameDialog';
import { StepUpSheet } from '../components/StepUpSheet';
import { useDeleteApiKey, useDisableApiKey, useEnableApiKey } from '../mutations';
import { API_KEYS_PATHS } from '../paths';
import { useApiKeys, useApiKeysEnabled } from '../queries';
import { useStepUpGate } from '../useStepUpGate';
import '../../funding/funding.css';
import '../../funding/funding-detail.css';
import '../apikeys.css';

/** What keys are for, before there is one: bots and libraries, the endpoint, the limits. */
function EmptyState() {
  const { t } = useTranslation();
  return (
    <section className="apikey-empty" data-testid="apikeys-empty">
      <AppOutline className="apikey-empty-icon" aria-hidden="true" />
      <h2 className="apikey-empty-title">{t('apiKeys.empty.title')}</h2>
      <p>{t('apiKeys.empty.body')}</p>
      <p>{t('apiKeys.empty.libraries')}</p>
      <p>{t('apiKeys.empty.safety', { days: API_KEY_TRADE_WITHOUT_IP_DAYS })}</p>
      <p>{t('apiKeys.empty.withdraw')}</p>
    </section>
  );
}

function KeyList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keys = useApiKeys();
  const now = useNow();
  const disable = useDisableApiKey();
  const enable = useEnableApiKey();
  const remove = useDeleteApiKey();
  const gate = useStepUpGate();
  const [renaming, setRenaming] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const list = keys.data;
  const busyId = disable.isPending
    ? disable.variables
    : remove.isPending
      ? remove.variables
      : enable.isPending
        ? enable.variables.id
        : null;
  const full = list !== undefined && list.length >= API_KEY_MAX_PER_USER;

  const actions = (key: ApiKey) => ({
    busy: busyId === key.id,
    onRename: setRenaming,
    onDisable: () =>
      disable.mutate(key.id, { onSuccess: () => notify.info(t('apiKeys.disabled')) }),
    onEnable: () =>
      gate.run(async (stepUpToken) => {
        await enable.mutateAsync({ id: key.id, stepUpToken });
        notify.info(t('apiKeys.enabled'));
      }),
    onDelete: setDeleting,
  });

  const confirmDelete = () => {
    const key = deleting;
    setDeleting(null);
    if (key) remove.mutate(key.id, { onSuccess: () => notify.info(t('apiKeys.deleted')) });
  };

  return (
    <>
      <QueryState isPending={keys.isPending} error={keys.error} onRetry={() => void keys.refetch()}>
        {list && (
          <div className="apikey-stack">
            {list.length === 0 ? (
              <EmptyState />
            ) : (
              <div className="apikey-stack" data-testid="apikeys-list">
                {list.map((key) => (
                  <ApiKeyCard key={key.id} apiKey={key} now={now} actions={actions(key)} />
                ))}
              </div>
            )}
            <Button
              color="primary"
              shape="rounded"
              block
              size="large"
              disabled={full}
              data-testid="apikeys-create"
              onClick={() => navigate(API_KEYS_PATHS.create)}
            >
              <AddOutline aria-hidden="true" /> {t('apiKeys.create')}
            </Button>
            {full && (
              <p className="muted small" data-testid="apikeys-full">
                {t('apiKeys.full', { max: API_KEY_MAX_PER_USER })}
              </p>
            )}
            <Endpoint />
          </div>
        )}
      </QueryState>
      {renaming && <RenameDialog apiKey={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        visible={deleting !== null}
        title={t('apiKeys.deleteConfirm.title')}
        body={t('apiKeys.deleteConfirm.body', { label: deleting?.label ?? '' })}
        confirmText={t('apiKeys.action.delete')}
        keepText={t('apiKeys.deleteConfirm.keep')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        testId="apikey-delete-dialog"
        className="apikey-dialog"
      />
      <StepUpSheet open={gate.asking} onVerified={gate.verified} onClose={gate.cancel} />
    </>
  );
}

/**
 * `/apiKeys`: the security centre's API management. Every key with its
 * kind, scopes, allowlist (or when trading lapses without one), status and
 * use; rename, disable (at once, no step-up), enable (step-up) and delete
 * (confirmed). Not for the demo account.
 */
export default function ApiKeysScreen() {
  const { t } = useTranslation();
  const enabled = useApiKeysEnabled();
  return (
    <FormScreen title={t('apiKeys.title')} intro={t('apiKeys.intro')} testId="screen-api-keys">
      {enabled ? <KeyList /> : <DemoNotice />}
    </FormScreen>
  );
}
