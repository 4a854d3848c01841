// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that wraps useMutation
import { useMutation, type DefaultError, type MutateOptions, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * Every action that changes something goes through here (issue 16, decision 039), never through
 * useMutation directly (lint holds it): a second tap, click or Enter while the same action is in flight
 * does not send a second request. It joins the first one instead (mutateAsync gets the same promise), so
 * a double tap shows one effect and one success. "The same" means the same variables: two different
 * rows' buttons on one hook still run side by side. The ref closes the gap between the first event and
 * the render that disables the button (two events can land in one frame on a phone).
 *
 * Buttons read `isPending` as before (Button's `pending` prop disables them and marks them busy).
 */
export function useAction<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef(new Map<string, Promise<TData>>());
  const { mutateAsync: run } = mutation;

  const mutateAsync = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>): Promise<TData> => {
      const key = actionKey(variables);
      const running = inFlight.current.get(key);
      if (running) return running;
      const promise = run(variables, callbacks).finally(() => inFlight.current.delete(key));
      inFlight.current.set(key, promise);
      return promise;
    },
    [run],
  );

  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      // Failures reach the person through the query client's one error path (decision 036).
      mutateAsync(variables, callbacks).catch(() => undefined);
    },
    [mutateAsync],
  );

  // The spread keeps whichever state variant the result is in; TypeScript cannot follow that through the union.
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>;
}

/** What makes two calls the same action: their variables, with files told apart by name, size and date. */
export function actionKey(variables: unknown): string {
  return (
    JSON.stringify(variables, (_key, value: unknown) => {
      if (typeof File !== 'undefined' && value instanceof File) return `file:${value.name}:${value.size}:${value.lastModified}`;
      if (typeof Blob !== 'undefined' && value instanceof Blob) return `blob:${value.size}:${value.type}`;
      return value;
    }) ?? 'undefined'
  );
}
