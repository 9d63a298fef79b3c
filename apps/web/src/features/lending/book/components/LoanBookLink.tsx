import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOAN_BOOK_PATH } from '../paths';
import '../book.css';

/** A small link to the public loan book, under a savings or loan screen. */
export function LoanBookLink() {
  const { t } = useTranslation();
  return (
    <p className="book-link">
      <Link to={LOAN_BOOK_PATH} className="lending-link" data-testid="loan-book-link">
        {t('lending.book.link')}
      </Link>
    </p>
  );
}
