import { UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { ROLE_FILTER_LABELS, ROLE_FILTERS, ROLE_USERS_PAGE_SIZE, type RoleFilter } from '@shared/schemas/roles';
import { Checkbox } from '@web/components/ui/checkbox';
import { EmptyState } from '@web/components/ui/empty-state';
import { NativeSelect } from '@web/components/ui/native-select';
import { PageHeader } from '@web/components/ui/page-header';
import { Pagination } from '@web/components/ui/pagination';
import { SearchInput } from '@web/components/ui/search-input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useRoleUsers } from '@web/features/roles/api/get-role-users';
import { RoleBatchBar } from '@web/features/roles/components/role-batch-bar';
import { RoleRow } from '@web/features/roles/components/role-row';
import { useRolesParams } from '@web/features/roles/hooks/use-roles-params';

/**
 * /admin/roles: Gestión de Roles (admin). The server searches and pages (50 a page, issue 28); people
 * selected stay selected across pages and searches until a batch is assigned or the selection cleared.
 */
export function RolesPage() {
  const [params, update] = useRolesParams();
  const users = useRoleUsers(params);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = users.data?.users ?? [];
  const onPage = rows.filter((u) => selected.has(u.id)).length;
  const pageCount = users.data ? Math.max(1, Math.ceil(users.data.total / ROLE_USERS_PAGE_SIZE)) : 1;

  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <>
      <PageHeader title="Gestión de Roles" description="Busca a las personas registradas y asígnales un rol, una por una o varias a la vez." />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput label="Buscar por nombre o correo" placeholder="Buscar por nombre o correo" value={params.q} onChange={(q) => update({ q })} delayMs={300} landmark />
        <NativeSelect aria-label="Filtrar por rol" className="sm:w-48" value={params.rol} onChange={(event) => update({ rol: event.target.value as RoleFilter | '' })}>
          <option value="">Todos los roles</option>
          {ROLE_FILTERS.map((rol) => (
            <option key={rol} value={rol}>
              {ROLE_FILTER_LABELS[rol]}
            </option>
          ))}
        </NativeSelect>
        <p className="text-sm text-muted-foreground tabular-nums sm:ml-auto" aria-live="polite">
          {users.data ? `${users.data.total.toLocaleString('es-MX')} ${users.data.total === 1 ? 'persona' : 'personas'}` : null}
        </p>
      </div>
      <section aria-label="Usuarios registrados" className="rounded-xl border bg-card shadow-sm">
        <RoleBatchBar selectedIds={[...selected]} onClear={() => setSelected(new Set())} onDone={() => setSelected(new Set())} />
        {users.isPending ? (
          <div className="flex flex-col gap-3 p-5" role="status" aria-label="Cargando...">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : users.isError ? (
          <EmptyState
            className="m-4"
            title="No se pudieron cargar los usuarios"
            description={errorMessage(users.error)}
            action={
              <Button variant="outline" onClick={() => void users.refetch()}>
                Reintentar
              </Button>
            }
          />
        ) : rows.length === 0 ? (
          <EmptyState
            className="m-4"
            icon={UsersIcon}
            title={params.q || params.rol ? 'Nadie coincide con la búsqueda' : 'Aún no hay usuarios registrados'}
          />
        ) : (
          <Table aria-busy={users.isPlaceholderData || undefined}>
            <TableHeader>
              <TableRow>
                <TableHead dense className="w-10">
                  <Checkbox
                    aria-label="Seleccionar a todas las personas de esta página"
                    checked={onPage === 0 ? false : onPage === rows.length ? true : 'indeterminate'}
                    onCheckedChange={(checked) => toggle(rows.map((u) => u.id), checked === true)}
                  />
                </TableHead>
                <TableHead dense>Correo electrónico</TableHead>
                <TableHead className="hidden md:table-cell">Nombre completo</TableHead>
                <TableHead dense className="w-40 md:w-[28rem]">Rol</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((user) => (
                <RoleRow key={user.id} user={user} selected={selected.has(user.id)} onSelectedChange={(on) => toggle([user.id], on)} />
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <Pagination className="mt-4" page={params.page} pageCount={pageCount} onPageChange={(page) => update({ page })} disabled={users.isPlaceholderData} />
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { RolesPage as Component };
