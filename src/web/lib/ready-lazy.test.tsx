import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { readyLazy } from './ready-lazy';

function Shell() {
  return <p>el shell</p>;
}

describe('readyLazy (decision 090)', () => {
  it('renders a component whose chunk has loaded in the first render, without its Suspense fallback', async () => {
    const { Component, load } = readyLazy(() => Promise.resolve(Shell));
    await load();
    let fallbacks = 0;
    function Fallback() {
      fallbacks++;
      return <p>Cargando...</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('el shell')).toBeInTheDocument();
    expect(fallbacks).toBe(0);
  });

  it('still suspends (and then renders) when it first renders before its chunk has loaded', async () => {
    const { Component } = readyLazy(() => Promise.resolve(Shell));
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(await screen.findByText('el shell')).toBeInTheDocument();
  });
});
