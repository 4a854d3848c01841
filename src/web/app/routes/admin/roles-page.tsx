import { UsersIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useRoleUsers } from '@web/features/roles/api/get-role-users';
import { RoleRow } from '@web/features/roles/components/role-row';

/** /admin/roles: Gestión de Roles (admin). */
export function RolesPage() {
  const users = useRoleUsers();
  return (
    <>
      <PageHeader title="Gestión de Roles" description="Asigna el rol de cada persona registrada." />
      <section aria-label="Usuarios registrados" className="rounded-xl border bg-card shadow-sm">
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
        ) : users.data.length === 0 ? (
          <EmptyState className="m-4" icon={UsersIcon} title="Aún no hay usuarios registrados" />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead dense>Correo electrónico</TableHead>
                <TableHead className="hidden md:table-cell">Nombre completo</TableHead>
                <TableHead dense className="w-40 md:w-[28rem]">Rol</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.data.map((user) => (
                <RoleRow key={user.id} user={user} />
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { RolesPage as Component };
