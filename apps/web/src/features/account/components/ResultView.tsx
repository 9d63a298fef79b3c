import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';

interface ResultViewProps {
  title: string;
  body?: ReactNode;
  /** `pending` for things an operator still has to review. */
  status?: 'success' | 'pending';
  children?: ReactNode;
}

/** The end of a flow: a large mark, what happened, and where to go next. */
export function ResultView({ title, body, status = 'success', children }: ResultViewProps) {
  return (
    <div className="result-view">
      <div className={`result-mark ${status}`} aria-hidden="true">
        {status === 'success' ? <CheckCircleFill /> : <ClockCircleFill />}
      </div>
      <h2 className="result-title">{title}</h2>
      {body && <p className="result-body">{body}</p>}
      {children && <div className="result-actions">{children}</div>}
    </div>
  );
}
