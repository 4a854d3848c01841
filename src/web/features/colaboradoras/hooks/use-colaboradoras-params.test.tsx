import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtUrl } from '@web/test/render';
import { useColaboradorasParams } from './use-colaboradoras-params';

type Update = ReturnType<typeof useColaboradorasParams>[1];

describe('useColaboradorasParams', () => {
  it("merges a late update made from an old render with the latest URL (the search box's debounce)", () => {
    const updates: Update[] = [];
    function Probe() {
      const [, update] = useColaboradorasParams();
      updates.push(update);
      return null;
    }
    const { router } = renderAtUrl(<Probe />, { url: '/colaboradoras?q=ana' });
    const stale = updates[0]!;
    // A filter is chosen, then the search box's timer fires with the callback it captured before.
    act(() => updates[updates.length - 1]!({ activa: 'si', orden: 'puntaje' }));
    expect(router.state.location.search).toBe('?q=ana&activa=si&orden=puntaje');
    act(() => stale({ q: 'ana gomez' }, { replace: true }));
    expect(new URLSearchParams(router.state.location.search)).toEqual(new URLSearchParams('q=ana+gomez&activa=si&orden=puntaje'));
  });

  it('a new filter or order goes back to page 1; the default order is left out', () => {
    let update: Update | undefined;
    function Probe() {
      update = useColaboradorasParams()[1];
      return null;
    }
    const { router } = renderAtUrl(<Probe />, { url: '/colaboradoras?page=3&orden=puntaje' });
    act(() => update!({ sinEntregar: 'si' }));
    expect(router.state.location.search).toBe('?orden=puntaje&sinEntregar=si');
    act(() => update!({ orden: 'nombre' }));
    expect(router.state.location.search).toBe('?sinEntregar=si');
  });
});
