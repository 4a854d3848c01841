import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { TALLAS } from '@shared/domain/options';
import { EQUIPOS, ESTADOS_MEXICO } from '@shared/domain/perfil-options';
import { perfilInputSchema, type Perfil, type PerfilInput } from '@shared/schemas/perfil';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useUpdatePerfil } from '../api/update-perfil';

type Fields = Record<keyof PerfilInput, string>;

const text = (v: string | number | null) => (v === null ? '' : String(v));
function defaultsFor(p: Perfil): Fields {
  return {
    nombre: p.nombre,
    apellidos: text(p.apellidos),
    edad: text(p.edad),
    ciudad: text(p.ciudad),
    estado: text(p.estado),
    instagram: p.instagram ? `@${p.instagram}` : '',
    equipo: text(p.equipo),
    categoria: text(p.categoria),
    bio: text(p.bio),
    cintura: text(p.cintura),
    cadera: text(p.cadera),
    talla: text(p.talla),
  };
}

// The form holds strings; the shared schema turns them into the profile's types (same rules as the server).
const resolver = zodResolver(perfilInputSchema) as unknown as Resolver<Fields, unknown, PerfilInput>;

/** Mi Perfil in edit mode: spec §5 profile rules, checked here and again on the server. */
export function PerfilForm({ perfil, onDone }: { perfil: Perfil; onDone: () => void }) {
  const save = useUpdatePerfil({ onSaved: onDone });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Fields, unknown, PerfilInput>({ resolver, defaultValues: defaultsFor(perfil) });

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Nombre" required error={errors.nombre?.message}>
        {(f) => <Input {...f} autoComplete="given-name" aria-required="true" {...register('nombre')} />}
      </FormField>
      <FormField label="Apellidos" error={errors.apellidos?.message}>
        {(f) => <Input {...f} autoComplete="family-name" {...register('apellidos')} />}
      </FormField>
      <FormField label="Edad" error={errors.edad?.message}>
        {(f) => <Input {...f} inputMode="numeric" {...register('edad')} />}
      </FormField>
      <FormField label="Ciudad" error={errors.ciudad?.message}>
        {(f) => <Input {...f} autoComplete="address-level2" {...register('ciudad')} />}
      </FormField>
      <FormField label="Estado" error={errors.estado?.message}>
        {(f) => (
          <NativeSelect {...f} {...register('estado')}>
            <option value="">Selecciona tu estado</option>
            {ESTADOS_MEXICO.map((e) => (
              <option key={e}>{e}</option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Instagram" error={errors.instagram?.message}>
        {(f) => <Input {...f} placeholder="@tu.usuario" autoCapitalize="none" {...register('instagram')} />}
      </FormField>
      <FormField label="Equipo de grabación" error={errors.equipo?.message}>
        {(f) => (
          <NativeSelect {...f} {...register('equipo')}>
            <option value="">Sin especificar</option>
            {EQUIPOS.map((e) => (
              <option key={e}>{e}</option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Categoría" hint="Por ejemplo: moda, lifestyle, belleza." error={errors.categoria?.message}>
        {(f) => <Input {...f} {...register('categoria')} />}
      </FormField>
      <FormField label="Talla habitual" error={errors.talla?.message}>
        {(f) => (
          <NativeSelect {...f} {...register('talla')}>
            <option value="">Sin especificar</option>
            {TALLAS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Cintura (cm)" error={errors.cintura?.message}>
          {(f) => <Input {...f} inputMode="numeric" {...register('cintura')} />}
        </FormField>
        <FormField label="Cadera (cm)" error={errors.cadera?.message}>
          {(f) => <Input {...f} inputMode="numeric" {...register('cadera')} />}
        </FormField>
      </div>
      <FormField label="Biografía" error={errors.bio?.message} className="sm:col-span-2">
        {(f) => (
          <textarea
            {...f}
            rows={4}
            className="min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 md:text-sm"
            {...register('bio')}
          />
        )}
      </FormField>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending} fill>
          {save.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
