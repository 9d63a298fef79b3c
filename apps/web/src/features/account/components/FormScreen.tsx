import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import '../account.css';

interface FormScreenProps {
  title: string;
  testId?: string;
  /** A sentence under the header saying what this screen does. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame every account screen shares: header, optional intro, padded body. */
export function FormScreen({ title, testId, intro, children }: FormScreenProps) {
  return (
    <div className="screen account-screen" data-testid={testId}>
      <PageHeader title={title} />
      {intro && <p className="account-intro">{intro}</p>}
      <div className="account-body">{children}</div>
    </div>
  );
}
