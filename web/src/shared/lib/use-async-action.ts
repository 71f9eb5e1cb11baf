import { useCallback, useState } from 'react';

/**
 * A one-off action (a form's mutation) with its pending state and error, for public pages that
 * run outside TanStack Query. `run` resolves with the result, or null when the action failed.
 */
export function useAsyncAction<Input, Result>(action: (input: Input) => Promise<Result>) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async (input: Input): Promise<Result | null> => {
      setPending(true);
      setError(null);
      try {
        return await action(input);
      } catch (failure) {
        setError(failure);
        return null;
      } finally {
        setPending(false);
      }
    },
    [action],
  );

  return { run, isPending, error };
}
