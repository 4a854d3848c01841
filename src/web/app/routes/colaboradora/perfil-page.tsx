import { PencilIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { ApiError } from '@web/lib/api-client';
import { usePerfil } from '@web/features/perfil/api/get-perfil';
import { AvatarUpload } from '@web/features/perfil/components/avatar-upload';
import { PerfilForm } from '@web/features/perfil/components/perfil-form';
import { PerfilView } from '@web/features/perfil/components/perfil-view';
import { TikTokCard } from '@web/features/conexiones/components/tiktok-card';
import { DatosPagoCard } from '@web/features/ventas/components/datos-pago-card';

/** /colaboradora/perfil: Mi Perfil, with avatar upload and an edit toggle (spec §2), and where her commissions are paid (issue 27). */
export function PerfilPage() {
  const perfil = usePerfil();
  const [editing, setEditing] = useState(false);

  if (perfil.isPending) return <p className="py-12 text-center text-muted-foreground">Cargando...</p>;
  if (perfil.isError) {
    const missing = perfil.error instanceof ApiError && perfil.error.code === 'PROFILE_NOT_FOUND';
    return (
      <>
        <PageHeader title="Mi Perfil" />
        <EmptyState icon={UserIcon} title={missing ? 'No se encontró tu perfil' : 'Ocurrió un error'} description="Contacta al equipo de la marca si el problema continúa." />
      </>
    );
  }
  const p = perfil.data;
  return (
    <>
      <PageHeader
        title="Mi Perfil"
        description="Tus datos como colaboradora."
        actions={
          editing ? null : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Editar perfil
            </Button>
          )
        }
      />
      <Card>
        <CardContent className="space-y-6 pt-6">
          <div className="flex flex-col items-center gap-3 text-center">
            <AvatarUpload nombre={p.nombre} avatarUrl={p.avatarUrl} />
            <div>
              <p className="text-lg font-semibold">{[p.nombre, p.apellidos].filter(Boolean).join(' ')}</p>
              <p className="text-sm text-muted-foreground">Perfil completo al {p.completitud}%</p>
            </div>
            <div
              className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label="Perfil completo"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={p.completitud}
            >
              <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${p.completitud}%` }} />
            </div>
          </div>
          {editing ? <PerfilForm perfil={p} onDone={() => setEditing(false)} /> : <PerfilView perfil={p} />}
        </CardContent>
      </Card>
      {/* One form at a time: while she edits her profile, her payout details wait below it. */}
      {editing ? null : (
        <div className="mt-6 flex flex-col gap-6">
          <TikTokCard />
          <DatosPagoCard />
        </div>
      )}
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { PerfilPage as Component };
