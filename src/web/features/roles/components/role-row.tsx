import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role, isRole } from '@shared/domain/roles';
import type { RoleUser } from '@shared/schemas/roles';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { TableCell, TableRow } from '@web/components/ui/table';
import type { EnlaceContrasenaResponse } from '@shared/schemas/avisos';
import { useAssignRole } from '../api/assign-role';
import { useEnlaceContrasena } from '../api/enlace-contrasena';
import { EnlaceContrasenaDialog } from './enlace-contrasena-dialog';

/**
 * One user: role selector and 'Asignar', enabled only for a different role and not while saving; and
 * 'Enlace de contraseña', a one-hour reset link for someone the recovery email does not reach (issue 17).
 */
export function RoleRow({
  user,
  selected: inBatch,
  onSelectedChange,
}: {
  user: RoleUser;
  /** In the batch selection (issue 28); without onSelectedChange the row has no checkbox. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}) {
  const [selected, setSelected] = useState<Role | null>(user.role);
  const assign = useAssignRole();
  const changed = selected !== null && selected !== user.role;
  const crearEnlace = useEnlaceContrasena();
  const [enlace, setEnlace] = useState<EnlaceContrasenaResponse | null>(null);

  return (
    <TableRow data-user-id={user.id} data-state={inBatch ? 'selected' : undefined}>
      {onSelectedChange ? (
        <TableCell dense className="w-10">
          <Checkbox checked={inBatch ?? false} onCheckedChange={(checked) => onSelectedChange(checked === true)} aria-label={`Seleccionar a ${user.email}`} />
        </TableCell>
      ) : null}
      <TableCell dense className="break-all">
        <span className="font-medium">{user.email}</span>
        <span className="mt-0.5 block text-xs text-muted-foreground md:hidden">{user.fullName}</span>
      </TableCell>
      <TableCell className="hidden md:table-cell">{user.fullName || <span className="text-muted-foreground">Sin nombre</span>}</TableCell>
      <TableCell dense>
        <div className="flex flex-col items-stretch gap-2 md:flex-row md:flex-wrap md:items-center">
          <Select value={selected ?? ''} onValueChange={(value) => isRole(value) && setSelected(value)} disabled={assign.isPending}>
            <SelectTrigger aria-label={`Rol de ${user.email}`} className="w-full md:w-48">
              <SelectValue placeholder="Sin rol" />
            </SelectTrigger>
            <SelectContent>
              {ROLES.map((role) => (
                <SelectItem key={role} value={role}>
                  {ROLE_LABELS[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            size="row"
            disabled={!changed || assign.isPending}
            onClick={() => selected && assign.mutate({ userId: user.id, role: selected })}
          >
            {assign.isPending ? <Spinner /> : null}
            Asignar
          </Button>
          <Button
            size="row"
            variant="outline"
            aria-label={`Enlace de contraseña para ${user.email}`}
            pending={crearEnlace.isPending}
            onClick={() => crearEnlace.mutate(user.id, { onSuccess: setEnlace })}
          >
            {crearEnlace.isPending ? <Spinner /> : null}
            Enlace de contraseña
          </Button>
        </div>
        <EnlaceContrasenaDialog email={user.email} enlace={enlace} onOpenChange={(open) => !open && setEnlace(null)} />
      </TableCell>
    </TableRow>
  );
}
