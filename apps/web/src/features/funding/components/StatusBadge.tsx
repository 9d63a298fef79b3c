import type { Tone } from '../status';

/** A status word coloured by how it reads: moving, done, went wrong, or withdrawn. */
export function StatusBadge({ tone, text, testId }: { tone: Tone; text: string; testId?: string }) {
  return (
    <span className={`status-pill ${tone}`} data-testid={testId}>
      {text}
    </span>
  );
}
