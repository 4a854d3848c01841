import { useId, useState } from 'react';
import { ROLE_LABELS, ROLES, type Role, isRole } from '@shared/domain/roles';
import { ROLE_BATCH_MAX } from '@shared/schemas/roles';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useAssignRoles } from '../api/assign-roles';

const personas = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'persona' : 'personas'}`;

/**
 * Assign one role to everyone selected, in one request (issue 28). Always drawn at the same height,
 * selection or not, so the table below never moves under the pointer; a successful batch clears the
 * selection (onDone).
 */
export function RoleBatchBar({ selectedIds, onClear, onDone }: { selectedIds: string[]; onClear: () => void; onDone: () => void }) {
  const [role, setRole] = useState<Role | null>(null);
  const assign = useAssignRoles();
  const count = selectedIds.length;
  const tooMany = count > ROLE_BATCH_MAX;
  const statusId = useId();

  return (
    <div role="group" aria-label="Asignación en lote" className="flex min-h-14 flex-col gap-2 border-b px-4 py-3 md:flex-row md:items-center">
      {/* After the controls on a phone: its text wraps to one or two lines, and the buttons must not move. */}
      <p id={statusId} className="order-last text-sm tabular-nums md:order-none md:flex-1" aria-live="polite">
        {count === 0
          ? 'Selecciona personas para asignarles un rol a la vez.'
          : tooMany
            ? `${personas(count)} seleccionadas: el máximo por asignación es ${ROLE_BATCH_MAX}.`
            : `${personas(count)} ${count === 1 ? 'seleccionada' : 'seleccionadas'}`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Select value={role ?? ''} onValueChange={(value) => isRole(value) && setRole(value)} disabled={assign.isPending}>
          <SelectTrigger aria-label="Rol para la selección" className="w-full sm:w-44">
            <SelectValue placeholder="Elige un rol" />
          </SelectTrigger>
          <SelectContent>
            {ROLES.map((r) => (
              <SelectItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          size="row"
          aria-describedby={statusId}
          disabled={count === 0 || tooMany || role === null}
          pending={assign.isPending}
          onClick={() => role && assign.mutate({ role, userIds: selectedIds }, { onSuccess: onDone })}
        >
          {assign.isPending ? <Spinner /> : null}
          Asignar a la selección
        </Button>
        <Button size="row" variant="ghost" disabled={count === 0 || assign.isPending} onClick={onClear}>
          Quitar selección
        </Button>
      </div>
    </div>
  );
}
