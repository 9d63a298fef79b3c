import { useTranslation } from 'react-i18next';
import { FormScreen } from '../../account/components/FormScreen';
import { PaymentEditor } from '../components/PaymentEditor';
import '../p2p.css';

/** Adds a payment method. */
export default function PaymentAddScreen() {
  const { t } = useTranslation();
  return (
    <FormScreen title={t('p2p.payment.addTitle')} testId="screen-payment-add">
      <PaymentEditor />
    </FormScreen>
  );
}
