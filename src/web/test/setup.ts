// The `web` vitest project (happy-dom): jest-dom's matchers, a clean page and storage after each test,
// and the few element methods Radix calls that happy-dom leaves out.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { budget } from '../../../tests/budget';

// findBy*/waitFor wait on the page, up to a time-out scaled for the machine (Testing Library's own 1 s
// ran out on a busy one: a debounced search, then a render, issue 26).
configure({ asyncUtilTimeout: budget(2_000) });

const proto = Element.prototype as unknown as Record<string, unknown>;
proto.hasPointerCapture ??= () => false;
proto.releasePointerCapture ??= () => undefined;
proto.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
