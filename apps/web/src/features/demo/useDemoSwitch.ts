import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import { useEnterDemo, useExitDemo, useResetDemo } from './mutations';
import { grantText } from './queries';

/**
 * The three demo actions with what the user is told afterwards. A failure
 * has already been toasted by the API client with the server's message, so
 * it is only swallowed here; the session stays as it was.
 */
export function useDemoSwitch() {
  const { t } = useTranslation();
  const enter = useEnterDemo();
  const exit = useExitDemo();
  const reset = useResetDemo();

  const run = async <T>(action: () => Promise<T>, done: (result: T) => void) => {
    try {
      done(await action());
    } catch {
      // Already shown; see above.
    }
  };

  return {
    busy: enter.isPending || exit.isPending || reset.isPending,
    entering: enter.isPending,
    exiting: exit.isPending,
    resetting: reset.isPending,
    enter: () =>
      run(
        () => enter.mutateAsync(),
        (session) => {
          if (session === null) return;
          const balance = { amount: session.balance, asset: session.asset };
          notify.info(t('demo.toast.entered', grantText(balance)));
        },
      ),
    exit: () =>
      run(
        () => exit.mutateAsync(),
        (returned) => {
          if (returned) notify.info(t('demo.toast.exited'));
        },
      ),
    reset: () =>
      run(
        () => reset.mutateAsync(),
        (status) => notify.info(t('demo.toast.reset', grantText(status.grant))),
      ),
  };
}
