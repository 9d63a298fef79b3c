import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormScreen } from '../../account/components/FormScreen';
import { NotFoundNotice, PaymentEditor } from '../components/PaymentEditor';
import '../p2p.css';

/** A method id as the path gives it: a positive whole number, or nothing. */
function idOf(param: string | undefined): number | null {
  const id = Number(param);
  return /^[1-9]\d{0,15}$/.test(param ?? '') && Number.isSafeInteger(id) ? id : null;
}

/** Changes or deletes one payment method (`/payment/edit/:id`). */
export default function PaymentEditScreen() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  return (
    <FormScreen title={t('p2p.payment.editTitle')} testId="screen-payment-edit">
      {id === null ? <NotFoundNotice /> : <PaymentEditor id={id} />}
    </FormScreen>
  );
}
