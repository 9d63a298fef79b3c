import type { SupportDeskConversation } from '../../api/support';
import { useI18n } from '../../app/context';
import { Badge, StatusBadge } from '../../components/Badge';
import { Facts } from '../../components/Facts';
import { formatTime } from '../../lib/format';
import { UserLink } from '../UserLink';
import { languageName } from './supportParts';

/** The user beside the conversation, and the records the conversation is about. */
export function SupportProfile(props: { desk: SupportDeskConversation }) {
  const { t, term } = useI18n();
  const { user, records, row } = props.desk;
  return (
    <aside className="support-pane support-side" aria-label={t('support.profile')}>
      <h2>{t('support.profile')}</h2>
      <Facts
        testId="support-profile"
        rows={[
          [t('support.userId'), <UserLink key="id" id={user.id} />],
          [t('support.userName'), user.name],
          [t('support.registered'), formatTime(user.registeredAt)],
          [
            t('support.verification'),
            user.verificationLevel === null
              ? t('support.unverified')
              : term('identityLevel', user.verificationLevel),
          ],
          [
            t('support.userStatus'),
            <StatusBadge key="status" group="userStatus" value={user.status} />,
          ],
          [t('support.conversations'), user.conversations],
          [t('support.language'), languageName(row.language)],
        ]}
      />
      <h2 className="support-side-title">{t('support.records')}</h2>
      {records.length === 0 ? (
        <p className="muted">{t('support.noRecords')}</p>
      ) : (
        <ul className="support-records" data-testid="support-records">
          {records.map((record) => (
            <li key={`${record.kind}:${record.ref}`} data-testid="support-record">
              <div className="support-record-head">
                <span className="tag">{t(`supportLink.${record.kind}`)}</span>
                <span className="mono" title={record.ref}>
                  {record.ref}
                </span>
                {record.appealed && (
                  <span data-testid="support-record-appealed">
                    <Badge tone="bad">{t('support.appealed')}</Badge>
                  </span>
                )}
              </div>
              <div>{record.title}</div>
              <div className="muted">
                {record.status} · {formatTime(record.createdAt)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
