import type { ReactNode } from 'react';

interface VerificationCardProps {
  title: string;
  about: string;
  badge: ReactNode;
  testId: string;
  /** Dates, review time, reasons: one line each. */
  children?: ReactNode;
  /** The card's button, or the sentence saying why there is none. */
  footer?: ReactNode;
}

/** One step of the certification centre. */
export function VerificationCard(props: VerificationCardProps) {
  return (
    <section className="card identity-card" data-testid={props.testId}>
      <div className="identity-card-head">
        <div>
          <h2 className="card-title">{props.title}</h2>
          <p className="muted small">{props.about}</p>
        </div>
        {props.badge}
      </div>
      {props.children && <div className="identity-card-lines">{props.children}</div>}
      {props.footer && <div className="identity-card-footer">{props.footer}</div>}
    </section>
  );
}
