import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../app/notify';
import { IDENTITY_PATHS } from './paths';

/** After an application is accepted: say so and open the verified-status page in its place. */
export function useSubmitted() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () => {
    notify.info(t('identity.form.submitted'));
    navigate(IDENTITY_PATHS.status, { replace: true });
  };
}
