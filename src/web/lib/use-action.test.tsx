import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, testQueryClient } from '@web/test/render';
import { actionKey, useAction } from './use-action';

function setup() {
  const calls: string[] = [];
  const releases: (() => void)[] = [];
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders client={client}>{children}</AppProviders>;
  const { result } = renderHook(
    () =>
      useAction({
        mutationFn: (id: string) =>
          new Promise<string>((resolve) => {
            calls.push(id);
            releases.push(() => resolve(`hecho ${id}`));
          }),
      }),
    { wrapper },
  );
  return { result, calls, releases };
}

describe('useAction: a double tap does a thing once (issue 16)', () => {
  it('a second mutate of the same action while the first runs sends nothing', async () => {
    const { result, calls, releases } = setup();
    act(() => {
      result.current.mutate('a');
      result.current.mutate('a');
    });
    await waitFor(() => expect(calls).toEqual(['a']));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => releases[0]!());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual(['a']);
  });

  it('a repeated mutateAsync joins the first: one request, the same answer', async () => {
    const { result, calls, releases } = setup();
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync('b');
      second = result.current.mutateAsync('b');
    });
    await waitFor(() => expect(calls).toEqual(['b']));
    act(() => releases[0]!());
    await expect(first).resolves.toBe('hecho b');
    await expect(second).resolves.toBe('hecho b');
  });

  it('other variables run side by side, and the same action runs again once the first ended', async () => {
    const { result, calls, releases } = setup();
    act(() => {
      result.current.mutate('c');
      result.current.mutate('d');
    });
    await waitFor(() => expect(calls).toEqual(['c', 'd']));
    act(() => releases.forEach((release) => release()));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    act(() => result.current.mutate('c'));
    await waitFor(() => expect(calls).toEqual(['c', 'd', 'c']));
  });

  it('tells files apart by name, size and date', () => {
    const a = new File(['1'], 'a.jpg', { lastModified: 1 });
    const b = new File(['22'], 'b.jpg', { lastModified: 1 });
    expect(actionKey({ file: a })).not.toBe(actionKey({ file: b }));
    expect(actionKey({ file: a })).toBe(actionKey({ file: new File(['1'], 'a.jpg', { lastModified: 1 }) }));
  });
});
