import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Terminos, TerminosInput } from '@shared/schemas/derechos';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { AceptarTerminos } from './aceptar-terminos';
import { TerminosUsoCard } from './terminos-uso-card';

const v1: Terminos = { version: 1, canales: ['organico'], duracionMeses: 12, texto: 'Redes por 12 meses.', createdAt: '2026-11-01T18:00:00.000Z' };

describe('TerminosUsoCard (Configuración, issue 18)', () => {
  it('an admin saves a new version: channels, duration and text, refused in Spanish without a channel', async () => {
    const user = userEvent.setup();
    let current: Terminos | null = v1;
    const sent = stubFetch({
      'GET /api/terminos-uso': () => ({ json: { terminos: current } }),
      'PUT /api/terminos-uso': ({ body }) => {
        const input = body as TerminosInput;
        current = { ...input, version: 2, createdAt: '2026-11-26T18:00:00.000Z' };
        return { json: { terminos: current } };
      },
    });
    renderWithApp(<TerminosUsoCard canEdit />);
    expect(await screen.findByText(/Versión 1, desde el .*: Redes sociales \(orgánico\), 12 meses\./)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Redes sociales (orgánico)' }));
    await user.click(screen.getByRole('button', { name: 'Guardar nueva versión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elige al menos un canal');
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Anuncios pagados' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sitio web y tienda' }));
    await user.selectOptions(screen.getByLabelText('Duración'), 'perpetuo');
    const texto = screen.getByLabelText('Texto que acepta la colaboradora');
    await user.clear(texto);
    await user.type(texto, 'Anuncios y tienda, sin fecha de fin.');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva versión' }));
    expect(await screen.findByText('Términos guardados (versión 2)')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ canales: ['anuncios', 'web'], duracionMeses: null, texto: 'Anuncios y tienda, sin fecha de fin.' }]);
    await waitFor(() => expect(screen.getByText(/Versión 2, .*Anuncios pagados, Sitio web y tienda, sin fecha de fin\./)).toBeInTheDocument());
  });

  it('tienda reads the current text, with no form', async () => {
    stubFetch({ 'GET /api/terminos-uso': { json: { terminos: v1 } } });
    renderWithApp(<TerminosUsoCard canEdit={false} />);
    expect(await screen.findByText('Redes por 12 meses.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar nueva versión' })).not.toBeInTheDocument();
  });
});

describe('AceptarTerminos (her Enviar a revisión)', () => {
  it('shows the version, channels, duration and text, and a labelled checkbox she ticks', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [acepta, setAcepta] = useState(false);
      return (
        <>
          <AceptarTerminos terminos={v1} acepta={acepta} onChange={setAcepta} />
          <p>{acepta ? 'aceptados' : 'sin aceptar'}</p>
        </>
      );
    }
    renderWithApp(<Harness />);
    expect(screen.getByRole('heading', { name: 'Términos de uso del contenido (versión 1)' })).toBeInTheDocument();
    expect(screen.getByText('La marca podrá usar tus fotos y videos en: Redes sociales (orgánico); 12 meses.')).toBeInTheDocument();
    expect(screen.getByText('Redes por 12 meses.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Acepto que la marca use mi contenido en estos términos' }));
    expect(screen.getByText('aceptados')).toBeInTheDocument();
  });
});
