import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREGUNTAS_POR_DEFECTO, type Pregunta, type PreguntasResponse } from '@shared/schemas/aplicaciones';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { PreguntasSolicitudCard } from './preguntas-solicitud-card';

const defaults: PreguntasResponse = { version: 0, preguntas: PREGUNTAS_POR_DEFECTO, actualizadoAt: null, actualizadoPor: null };
const puts = (sent: { method: string; body: unknown }[]) => sent.filter((r) => r.method === 'PUT').map((r) => r.body as { version: number; preguntas: Pregunta[] });

describe('PreguntasSolicitudCard (decision 079: the application questions in Configuración)', () => {
  it('adds a one-option question, hides a default, moves the new question up and saves the set over its version', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({
      'GET /api/aplicaciones/preguntas': { json: defaults },
      'PUT /api/aplicaciones/preguntas': ({ body }) => ({ json: { ...(body as object), version: 1, actualizadoAt: '2026-11-28T05:00:00.000Z', actualizadoPor: 'Ana' } }),
    });
    renderWithApp(<PreguntasSolicitudCard canEdit />);
    const lista = await screen.findByRole('list', { name: 'Preguntas de la solicitud' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(9);
    // Name and email cannot be hidden or made optional.
    expect(screen.getByRole('checkbox', { name: 'Mostrar «Correo electrónico»' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '«Nombre completo» es obligatoria' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    await user.type(screen.getByLabelText('Pregunta 10'), '¿Qué talla de jeans usas?');
    await user.selectOptions(screen.getByLabelText('Respuesta'), 'opcion');
    await user.type(screen.getByLabelText('Opciones, una por línea (de 2 a 10)'), '26{Enter}28{Enter}30');
    await user.click(screen.getByRole('checkbox', { name: '«¿Qué talla de jeans usas?» es obligatoria' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar «Ciudad»' }));
    await user.click(screen.getByRole('button', { name: 'Subir «¿Qué talla de jeans usas?»' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preguntas' }));

    expect(await screen.findByText('Preguntas guardadas. La página /aplica ya las muestra.')).toBeInTheDocument();
    const [body] = puts(sent);
    expect(body!.version).toBe(0);
    expect(body!.preguntas.map((p) => p.id).slice(0, 8)).toEqual(['nombre', 'email', 'instagram', 'seguidoresInstagram', 'tiktok', 'seguidoresTiktok', 'ciudad', 'tallas']);
    const nueva = body!.preguntas[8]!;
    expect(nueva).toMatchObject({ etiqueta: '¿Qué talla de jeans usas?', tipo: 'opcion', requerida: true, oculta: false, opciones: ['26', '28', '30'] });
    expect(nueva.id).toMatch(/^p_[a-z0-9]+$/);
    expect(body!.preguntas[9]!.id).toBe('porQue');
    expect(body!.preguntas.find((p) => p.id === 'ciudad')!.oculta).toBe(true);
  });

  it('says in Spanish what is wrong without sending: markup in a label, one option, options limit reached', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({ 'GET /api/aplicaciones/preguntas': { json: defaults } });
    renderWithApp(<PreguntasSolicitudCard canEdit />);
    await screen.findByRole('list', { name: 'Preguntas de la solicitud' });
    await user.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preguntas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe el texto de la pregunta');

    await user.type(screen.getByLabelText('Pregunta 10'), '<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Guardar preguntas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe la pregunta como texto, sin etiquetas HTML');

    await user.clear(screen.getByLabelText('Pregunta 10'));
    await user.type(screen.getByLabelText('Pregunta 10'), 'Talla');
    await user.selectOptions(screen.getByLabelText('Respuesta'), 'opcion');
    await user.type(screen.getByLabelText('Opciones, una por línea (de 2 a 10)'), '28');
    await user.click(screen.getByRole('button', { name: 'Guardar preguntas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('«Talla» necesita al menos 2 opciones');
    expect(puts(sent)).toEqual([]);

    // Up to 20 questions: the button stops at the limit and says why.
    for (let i = 0; i < 10; i++) await user.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    expect(screen.getAllByTestId('pregunta-solicitud')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Agregar pregunta' })).toBeDisabled();
    expect(screen.getByText('La solicitud puede tener hasta 20 preguntas.')).toBeInTheDocument();
  });

  it('tienda reads the questions and cannot change them', async () => {
    stubFetch({ 'GET /api/aplicaciones/preguntas': { json: defaults } });
    renderWithApp(<PreguntasSolicitudCard canEdit={false} />);
    await screen.findByRole('list', { name: 'Preguntas de la solicitud' });
    expect(screen.getAllByTestId('pregunta-solicitud')).toHaveLength(defaults.preguntas.length);
    expect(screen.getByText(`1. ${defaults.preguntas[0]!.etiqueta}`)).toBeInTheDocument();
    expect(screen.getByText('Solo un administrador puede cambiarlas.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar preguntas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar pregunta' })).not.toBeInTheDocument();
  });
});
