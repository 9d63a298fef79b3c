import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormScreen } from '../components/FormScreen';
import { ResultView } from '../components/ResultView';

export default function PassSuccessScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormScreen title={t('account.reset.title')} testId="screen-pass-success">
      <ResultView title={t('account.reset.doneTitle')} body={t('account.reset.doneBody')}>
        <Button
          block
          shape="rounded"
          color="primary"
          size="large"
          onClick={() => navigate('/login', { replace: true })}
        >
          {t('account.reset.toLogin')}
        </Button>
      </ResultView>
    </FormScreen>
  );
}
