import { List } from 'antd-mobile';
import {
  AppOutline,
  KeyOutline,
  LinkOutline,
  LockOutline,
  MailOutline,
  PhonebookOutline,
  ScanCodeOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../components/FormScreen';
import { RecoveryPrompt } from '../components/RecoveryPrompt';
import { SecurityLevelBar } from '../components/SecurityLevelBar';
import { SecurityLog } from '../components/SecurityLog';
import { maskEmail, maskPhone, shortAddress } from '../mask';
import { useSecurityOverview } from '../queries';

/** Status text in a list row's right-hand side; `on` colours it as done. */
function Status({ on, text, testId }: { on: boolean; text: string; testId?: string }) {
  return (
    <span
      className={on ? 'row-status on' : 'row-status'}
      data-testid={testId}
      data-state={on ? 'on' : 'off'}
    >
      {text}
    </span>
  );
}

export default function SafetyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overview = useSecurityOverview();
  const data = overview.data;
  return (
    <FormScreen title={t('account.safety.title')} testId="screen-safety">
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      >
        {data && (
          <>
            <SecurityLevelBar
              factors={{
                email: data.email !== '',
                phone: data.phone !== '',
                google: data.googleBound,
                fundPassword: data.fundPasswordSet,
              }}
            />
            <RecoveryPrompt hasEmail={data.email !== ''} hasPhone={data.phone !== ''} />
            <List className="settings-list safety-list">
              <List.Item
                prefix={<LockOutline />}
                extra={<Status on text={t('account.safety.change')} />}
                onClick={() => navigate('/changePassword')}
              >
                {t('account.safety.password')}
              </List.Item>
              <List.Item
                prefix={<KeyOutline />}
                extra={
                  <Status
                    on={data.fundPasswordSet}
                    text={
                      data.fundPasswordSet ? t('account.safety.change') : t('account.safety.notSet')
                    }
                  />
                }
                onClick={() => navigate(data.fundPasswordSet ? '/changeFundsPassword' : '/setFond')}
              >
                {t('account.safety.fundPassword')}
              </List.Item>
              <List.Item
                prefix={<ScanCodeOutline />}
                extra={
                  <Status
                    on={data.googleBound}
                    text={
                      data.googleBound ? t('account.safety.bound') : t('account.safety.notBound')
                    }
                    testId="safety-google-status"
                  />
                }
                onClick={() => navigate('/gooleVerify')}
              >
                {t('account.safety.google')}
              </List.Item>
              <List.Item
                prefix={<MailOutline />}
                extra={
                  <Status
                    on={data.email !== ''}
                    text={data.email ? maskEmail(data.email) : t('account.safety.notBound')}
                  />
                }
                onClick={() =>
                  navigate(data.email ? '/changeVerify?type=email' : '/bindVerify?type=email')
                }
              >
                {t('account.safety.email')}
              </List.Item>
              <List.Item
                prefix={<PhonebookOutline />}
                extra={
                  <Status
                    on={data.phone !== ''}
                    text={
                      data.phone
                        ? maskPhone(data.phone, data.countryCode)
                        : t('account.safety.notBound')
                    }
                  />
                }
                onClick={() =>
                  navigate(data.phone ? '/changeVerify?type=phone' : '/bindVerify?type=phone')
                }
              >
                {t('account.safety.phone')}
              </List.Item>
              <List.Item
                prefix={<LinkOutline />}
                arrow={false}
                extra={
                  <Status
                    on={data.walletAddress !== ''}
                    text={
                      data.walletAddress
                        ? shortAddress(data.walletAddress)
                        : t('account.safety.notLinked')
                    }
                  />
                }
              >
                {t('account.safety.wallet')}
              </List.Item>
              <List.Item
                prefix={<UserSetOutline />}
                extra={
                  data.pendingReset ? (
                    <Status on={false} text={t('account.safety.underReview')} />
                  ) : undefined
                }
                description={t('account.safety.resetHint')}
                onClick={() => navigate('/resetVerify')}
              >
                {t('account.safety.reset')}
              </List.Item>
              <List.Item
                prefix={<AppOutline />}
                description={t('apiKeys.safetyHint')}
                data-testid="safety-api-keys"
                onClick={() => navigate('/apiKeys')}
              >
                {t('apiKeys.title')}
              </List.Item>
            </List>
          </>
        )}
      </QueryState>
      <SecurityLog />
    </FormScreen>
  );
}
