import { useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CREATE_FORM_ESTADOS, ESTADO_BADGES, ESTADOS, type Estado, isEstado } from '@shared/domain/estado';
import { COLORES, MARCAS, PRODUCTOS, TALLAS, TIPOS } from '@shared/domain/options';
import {
  type Colaboracion,
  colaboracionCreateSchema,
  type ColaboracionUpdateInput,
  colaboracionUpdateSchema,
} from '@shared/schemas/colaboracion';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogFooter } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { ImagenField } from './imagen-field';
import { OptionSelect } from './option-select';

/** What the inputs hold: text. The shared schema turns it into the request (trimmed, '' → null, numbers). */
export interface ColaboracionFormFields {
  titulo: string;
  producto: string;
  tipo: string;
  color: string;
  talla: string;
  marca: string;
  imagen: string;
  pedidoUrl: string;
  cintura: string;
  cadera: string;
  largo: string;
  numeroPedido: string;
  estado: string;
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

function defaultsFor(colaboracion: Colaboracion | null): ColaboracionFormFields {
  if (!colaboracion) {
    return {
      titulo: '',
      producto: '',
      tipo: '',
      color: '',
      talla: '',
      marca: '',
      imagen: '',
      pedidoUrl: '',
      cintura: '',
      cadera: '',
      largo: '',
      numeroPedido: '',
      estado: 'disponible',
    };
  }
  return {
    titulo: colaboracion.titulo,
    producto: colaboracion.producto,
    tipo: text(colaboracion.tipo),
    color: text(colaboracion.color),
    talla: text(colaboracion.talla),
    marca: text(colaboracion.marca),
    imagen: text(colaboracion.imagen),
    pedidoUrl: text(colaboracion.pedidoUrl),
    cintura: text(colaboracion.cintura),
    cadera: text(colaboracion.cadera),
    largo: text(colaboracion.largo),
    numeroPedido: text(colaboracion.numeroPedido),
    estado: colaboracion.estado,
  };
}

// The schemas parse unknown input (they preprocess strings); the form's fields are all text.
const createResolver = zodResolver(colaboracionCreateSchema) as unknown as Resolver<ColaboracionFormFields, unknown, ColaboracionUpdateInput>;
const updateResolver = zodResolver(colaboracionUpdateSchema) as unknown as Resolver<ColaboracionFormFields, unknown, ColaboracionUpdateInput>;

const NUMERIC_FIELDS = [
  ['cintura', 'Cintura (cm)'],
  ['cadera', 'Cadera (cm)'],
  ['largo', 'Largo (cm)'],
  ['numeroPedido', 'Número de pedido'],
] as const;

const SELECT_FIELDS = [
  ['tipo', 'Tipo', TIPOS],
  ['color', 'Color', COLORES],
  ['talla', 'Talla', TALLAS],
  ['marca', 'Marca', MARCAS],
] as const;

/**
 * Spec §5's collaboration form: create (six states offered) or edit (all nine). Messages come from the
 * shared schema and show under each field; 'Guardar' is disabled while an image uploads or the form saves.
 */
export function ColaboracionForm({
  colaboracion,
  saving,
  onSubmit,
}: {
  colaboracion: Colaboracion | null;
  saving: boolean;
  onSubmit: (values: ColaboracionUpdateInput) => void;
}) {
  const mode = colaboracion ? 'edit' : 'create';
  const productosId = useId();
  const [uploading, setUploading] = useState(false);
  const initial = defaultsFor(colaboracion);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ColaboracionFormFields, unknown, ColaboracionUpdateInput>({
    resolver: mode === 'create' ? createResolver : updateResolver,
    defaultValues: initial,
  });
  const estados: readonly Estado[] = mode === 'create' ? CREATE_FORM_ESTADOS : ESTADOS;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label={mode === 'create' ? 'Nueva colaboración' : 'Editar colaboración'}>
      <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
        <FormField label="Título" required error={errors.titulo?.message} className="sm:col-span-2">
          {(field) => <Input {...field} aria-required="true" maxLength={150} autoComplete="off" {...register('titulo')} />}
        </FormField>
        <FormField label="Producto" required error={errors.producto?.message} hint="Jeans, Joyería o la colección de la tienda.">
          {(field) => (
            <>
              <Input {...field} aria-required="true" list={productosId} autoComplete="off" {...register('producto')} />
              <datalist id={productosId}>
                {PRODUCTOS.map((p) => (
                  <option key={p} value={p} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField label="Estado" required error={errors.estado?.message}>
          {(field) => (
            <Controller
              control={control}
              name="estado"
              render={({ field: { value, onChange, onBlur } }) => (
                <Select value={value} onValueChange={(next) => isEstado(next) && onChange(next)}>
                  <SelectTrigger {...field} aria-required="true" onBlur={onBlur}>
                    <SelectValue placeholder="Selecciona un estado" />
                  </SelectTrigger>
                  <SelectContent>
                    {estados.map((estado) => (
                      <SelectItem key={estado} value={estado}>
                        {ESTADO_BADGES[estado].label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        {SELECT_FIELDS.map(([name, label, options]) => (
          <FormField key={name} label={label} error={errors[name]?.message}>
            {(field) => (
              <Controller
                control={control}
                name={name}
                render={({ field: { value, onChange, onBlur } }) => (
                  <OptionSelect control={field} options={options} value={value} onChange={onChange} onBlur={onBlur} />
                )}
              />
            )}
          </FormField>
        ))}
        <Controller
          control={control}
          name="imagen"
          render={({ field: { value, onChange, onBlur } }) => (
            <ImagenField
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              error={errors.imagen?.message}
              initialImagen={initial.imagen}
              initialThumbUrl={colaboracion?.thumbUrl ?? null}
              onUploadingChange={setUploading}
            />
          )}
        />
        <FormField label="URL del pedido" error={errors.pedidoUrl?.message} className="sm:col-span-2">
          {(field) => <Input {...field} type="url" inputMode="url" placeholder="https://" autoComplete="off" {...register('pedidoUrl')} />}
        </FormField>
        {NUMERIC_FIELDS.map(([name, label]) => (
          <FormField key={name} label={label} error={errors[name]?.message}>
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" {...register(name)} />}
          </FormField>
        ))}
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving || uploading}>
          {saving ? <Spinner /> : null}
          Guardar
        </Button>
      </DialogFooter>
    </form>
  );
}
