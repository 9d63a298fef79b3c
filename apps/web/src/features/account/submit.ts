/**
 * Runs a mutation, then `next` with its result. Awaiting `mutateAsync`
 * rather than passing callbacks to `mutate` matters here: a successful
 * security change refreshes the overview, which can swap the form for
 * another (bound -> unbind) and unmount it, and react-query drops the
 * per-call callbacks of an unmounted caller. Failures are already toasted by
 * the API client; `onError` only lets the screen adapt (a lock-out notice).
 */
export async function submitThen<V, R>(
  mutateAsync: (variables: V) => Promise<R>,
  variables: V,
  next: (result: R) => void,
  onError?: (error: unknown) => void,
): Promise<void> {
  let result: R;
  try {
    result = await mutateAsync(variables);
  } catch (error) {
    onError?.(error);
    return;
  }
  next(result);
}
