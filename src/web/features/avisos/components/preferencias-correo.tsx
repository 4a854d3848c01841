import { useId } from 'react';
import type { Preferencia } from '@shared/schemas/avisos';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import { useGuardarPreferencia, usePreferencias } from '../api/preferencias';

export const PREFERENCIAS_INTRO =
  'Los avisos siempre llegan a tu bandeja en la app. Aquí eliges cuáles también recibes por correo. Los correos de tu cuenta (rol asignado, contraseña) siempre se envían.';

/**
 * Preferencias de correo (issue 17): one switch per category the server lists for her, each saved as soon
 * as she flips it. While a save runs the switch shows what she chose and waits; a refusal puts it back.
 */
export function PreferenciasCorreo() {
  const preferencias = usePreferencias();
  const guardar = useGuardarPreferencia();

  if (preferencias.isPending) {
    return (
      <div role="status" aria-label="Cargando preferencias" className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (preferencias.isError) {
    return (
      <EmptyState
        title="No se pudieron cargar tus preferencias"
        description={errorMessage(preferencias.error)}
        action={
          <Button variant="outline" onClick={() => void preferencias.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  const saving = guardar.isPending ? guardar.variables : undefined;
  return (
    <ul className="flex flex-col divide-y rounded-xl border bg-card shadow-sm">
      {preferencias.data.preferencias.map((p) => (
        <PreferenciaRow
          key={p.categoria}
          preferencia={p}
          checked={saving?.categoria === p.categoria ? saving.correo : p.correo}
          busy={saving?.categoria === p.categoria}
          onChange={(correo) => guardar.mutate({ categoria: p.categoria, correo })}
        />
      ))}
    </ul>
  );
}

function PreferenciaRow({
  preferencia,
  checked,
  busy,
  onChange,
}: {
  preferencia: Preferencia;
  checked: boolean;
  busy: boolean;
  onChange: (correo: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 p-4 sm:p-5">
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>{preferencia.titulo}</Label>
        <p id={`${id}-descripcion`} className="text-sm text-muted-foreground">
          {preferencia.descripcion}
        </p>
      </div>
      <Switch id={id} checked={checked} disabled={busy} aria-busy={busy || undefined} aria-describedby={`${id}-descripcion`} onCheckedChange={onChange} className="mt-0.5" />
    </li>
  );
}
