import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Colaboracion } from '@shared/schemas/colaboracion';
import { stubFetch } from '@web/test/fetch-stub';
import { colaboracion } from '@web/test/colaboracion';
import { renderWithApp } from '@web/test/render';
import { ColaboracionFormDialog, type FormTarget } from './colaboracion-form-dialog';

const existing: Colaboracion = colaboracion({ id: 'col-9', estado: 'revision' });

function openForm(target: FormTarget) {
  const sent = stubFetch({
    'POST /api/colaboraciones': ({ body }) => ({ status: 201, json: { colaboracion: { ...existing, ...(body as object), id: 'col-new' } } }),
    'PUT /api/colaboraciones/col-9': ({ body }) => ({ json: { colaboracion: { ...existing, ...(body as object) } } }),
  });
  const onClose = vi.fn();
  renderWithApp(<ColaboracionFormDialog target={target} onClose={onClose} />);
  return { sent, onClose, form: screen.getByRole('form', { name: target?.mode === 'edit' ? 'Editar colaboración' : 'Nueva colaboración' }) };
}

async function estadosOffered(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('combobox', { name: /Estado/ }).focus();
  await user.keyboard('{Enter}');
  const options = (await screen.findByRole('listbox')).querySelectorAll('[role="option"]');
  const labels = [...options].map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return labels;
}

describe('ColaboracionForm (spec §5)', () => {
  it('shows the required messages under their fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent, form } = openForm({ mode: 'create' });
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    const titulo = within(form).getByRole('textbox', { name: /Título/ });
    expect(await within(form).findByText('El título es requerido')).toBeInTheDocument();
    expect(titulo).toHaveAttribute('aria-invalid', 'true');
    expect(titulo).toHaveAccessibleDescription('El título es requerido');
    expect(within(form).getByText('El producto es requerido')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a URL that is not a web address and measurements that are not positive integers', async () => {
    const user = userEvent.setup();
    const { sent, form } = openForm({ mode: 'create' });
    await user.type(within(form).getByRole('textbox', { name: /Título/ }), 'Jeans Recto');
    await user.type(within(form).getByRole('combobox', { name: /Producto/ }), 'Jeans');
    await user.type(within(form).getByRole('textbox', { name: 'URL del pedido' }), 'javascript:alert(1)');
    await user.type(within(form).getByRole('textbox', { name: 'Imagen' }), 'no es url');
    await user.type(within(form).getByRole('textbox', { name: 'Cintura (cm)' }), '-3');
    await user.type(within(form).getByRole('textbox', { name: 'Cadera (cm)' }), '2.5');
    await user.type(within(form).getByRole('textbox', { name: 'Número de pedido' }), '0');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await within(form).findAllByText('Debe ser una URL válida')).toHaveLength(2);
    expect(within(form).getAllByText('Debe ser un número entero positivo')).toHaveLength(3);
    expect(within(form).getByRole('textbox', { name: 'Largo (cm)' })).toHaveAttribute('aria-invalid', 'false');
    expect(within(form).queryByText('El título es requerido')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('creates: six states offered, trimmed text, empty optional fields as null, numbers as numbers', async () => {
    const user = userEvent.setup();
    const { sent, onClose, form } = openForm({ mode: 'create' });
    expect(await estadosOffered(user)).toEqual(['Disponible', 'Empaquetado', 'Logística', 'Producción', 'Confirmación', 'Entregado']);

    await user.type(within(form).getByRole('textbox', { name: /Título/ }), '  Jeans Recto  ');
    await user.type(within(form).getByRole('combobox', { name: /Producto/ }), 'Jeans');
    await user.type(within(form).getByRole('textbox', { name: 'URL del pedido' }), 'https://tienda.example/orders/1');
    await user.type(within(form).getByRole('textbox', { name: 'Cintura (cm)' }), ' 72 ');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/colaboraciones' });
    expect(sent[0]!.body).toEqual({
      titulo: 'Jeans Recto',
      producto: 'Jeans',
      tipo: null,
      color: null,
      talla: null,
      marca: null,
      imagen: null,
      pedidoUrl: 'https://tienda.example/orders/1',
      cintura: 72,
      cadera: null,
      largo: null,
      numeroPedido: null,
      estado: 'disponible',
    });
    expect(await screen.findByText('Colaboración creada exitosamente')).toBeInTheDocument();
  });

  it('edits: the saved values filled in, all nine states offered, the change sent as a PUT', async () => {
    const user = userEvent.setup();
    const { sent, onClose, form } = openForm({ mode: 'edit', colaboracion: existing });
    expect(screen.getByRole('dialog', { name: 'Editar colaboración' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Título/ })).toHaveValue('Jeans Recto Azul 26');
    expect(within(form).getByRole('textbox', { name: 'Cintura (cm)' })).toHaveValue('70');
    expect(within(form).getByRole('combobox', { name: /Estado/ })).toHaveTextContent('En Revisión');
    expect(await estadosOffered(user)).toEqual([
      'Disponible',
      'Confirmación',
      'Empaquetado',
      'Logística',
      'Producción',
      'En Revisión',
      'Entregado',
      'Agotado',
      'Cancelada',
    ]);

    const cintura = within(form).getByRole('textbox', { name: 'Cintura (cm)' });
    await user.clear(cintura);
    await user.type(cintura, '71');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/colaboraciones/col-9', body: { titulo: 'Jeans Recto Azul 26', cintura: 71, talla: '26', estado: 'revision' } });
    expect(await screen.findByText('Colaboración actualizada exitosamente')).toBeInTheDocument();
  });
});
