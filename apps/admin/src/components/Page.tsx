import type { ReactNode } from 'react';

/** A screen: its title, buttons beside it, then its content. */
export function Page(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="page">
      <header className="page-head">
        <h1>{props.title}</h1>
        {props.actions && <div className="page-actions">{props.actions}</div>}
      </header>
      {props.children}
    </section>
  );
}

/** A titled block inside a screen. */
export function Panel(props: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="panel" data-testid={props.testId}>
      <header className="panel-head">
        <h2>{props.title}</h2>
        {props.actions && <div className="page-actions">{props.actions}</div>}
      </header>
      {props.children}
    </section>
  );
}
