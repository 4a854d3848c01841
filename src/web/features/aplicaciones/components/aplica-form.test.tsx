import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APLICACION_CONSENTIMIENTO, APLICACION_RECIBIDA, PREGUNTAS_POR_DEFECTO, type AplicaFormularioResponse, type Pregunta } from '@shared/schemas/aplicaciones';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { AplicaForm } from './aplica-form';

const talla: Pregunta = { id: 'p_talla', etiqueta: '¿Qué talla de jeans usas?', tipo: 'opcion', requerida: true, oculta: false, opciones: ['26', '28', '30'] };
const edad: Pregunta = { id: 'p_edad', etiqueta: '¿Cuántos años tienes?', tipo: 'numero', requerida: false, oculta: false, opciones: [] };
/** What GET /api/aplica answers after Configuración hid the city and added two questions (decision 079). */
const formulario: AplicaFormularioResponse = {
  preguntas: [...PREGUNTAS_POR_DEFECTO.filter((p) => p.id !== 'ciudad'), talla, edad],
  consentimiento: APLICACION_CONSENTIMIENTO,
  ficha: '1.1.firma',
};

describe('AplicaForm (decision 079: the brand’s questions)', () => {
  it('asks the questions it was given, checks them with the shared rule, and sends the answers by question', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({ 'POST /api/aplica': { status: 201, json: { mensaje: APLICACION_RECIBIDA } } });
    renderWithApp(<AplicaForm formulario={formulario} />);
    expect(screen.queryByLabelText(/^Ciudad/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nombre completo/), 'Renata Solís');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'renata@example.com');
    await user.type(screen.getByLabelText(/^Usuario de Instagram/), '@renata');
    await user.type(screen.getByLabelText(/^Tus tallas/), '28');
    await user.type(screen.getByLabelText(/^¿Por qué quieres colaborar/), 'Me encantan.');
    await user.click(screen.getByRole('checkbox', { name: /Acepto el aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Elige una opción de la lista')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(screen.getByLabelText(/^¿Qué talla de jeans usas\?/), '28');
    await user.type(screen.getByLabelText(/^¿Cuántos años tienes\?/), 'veinte');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Escribe solo un número entero, de 0 en adelante')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^¿Cuántos años tienes\?/));
    await user.type(screen.getByLabelText(/^¿Cuántos años tienes\?/), '24');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByText(APLICACION_RECIBIDA)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ ficha: '1.1.firma', respuestas: { nombre: 'Renata Solís', p_talla: '28', p_edad: 24, consentimiento: true } });
    expect(Object.keys((sent[0]!.body as { respuestas: object }).respuestas)).not.toContain('ciudad');
  });
});
