import { RecoveryPrompt } from '../../account/components/RecoveryPrompt';
import { useMemberInfo } from '../../account/queries';

/** On My: the prompt to bind a recovery channel, closable, once the profile says none is bound. */
export function RecoveryReminder() {
  const session = useMemberInfo().data;
  if (!session) return null;
  return (
    <RecoveryPrompt
      hasEmail={session.emailBound}
      hasPhone={session.phoneBound}
      dismissUid={session.member.uid || session.usercode}
    />
  );
}
