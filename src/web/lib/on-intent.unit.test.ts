import { describe, expect, it, vi } from 'vitest';
import { onIntent } from './on-intent';

describe('onIntent', () => {
  it('starts the load on the first sign of intent, whichever it is, and only then', () => {
    const load = vi.fn(() => Promise.resolve());
    const intent = onIntent(load);
    expect(load).not.toHaveBeenCalled();
    intent.onPointerDown();
    intent.onPointerOver();
    intent.onFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
