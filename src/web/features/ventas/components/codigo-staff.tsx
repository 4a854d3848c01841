import { TicketPercentIcon } from 'lucide-react';
import type { Codigo, CodigoAccion, CodigoEstado, VentasColaboradoras } from '@shared/schemas/ventas';
import { CODIGO_ESTADO_TEXTOS } from '@shared/schemas/ventas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { plural } from '@web/lib/format';
import { useCodigoAccion, useCodigoStaff, useVentasColaboradoras } from '../api/staff';
import { formatCentavos } from '../lib/formato';

const TONO: Record<CodigoEstado, BadgeProps['variant']> = {
  creando: 'secondary',
  activo: 'success',
  inactivo: 'outline',
  eliminado_en_tienda: 'destructive',
  cambiado_en_tienda: 'warning',
  reemplazado: 'outline',
  error: 'destructive',
};

export function CodigoEstadoBadge({ estado }: { estado: CodigoEstado }) {
  return <Badge variant={TONO[estado]}>{CODIGO_ESTADO_TEXTOS[estado]}</Badge>;
}

/** Her all-time sales, one line per currency (never summed across currencies). */
function VentasTotales({ filas }: { filas: VentasColaboradoras['filas'] }) {
  if (filas.length === 0) return <span className="text-muted-foreground">Sin ventas</span>;
  return (
    <>
      {filas.map((f) => (
        <span key={f.moneda} className="block tabular-nums">
          {formatCentavos(f.ingresoCents, f.moneda)} <span className="text-xs font-normal text-muted-foreground">({plural(f.pedidos, 'pedido', 'pedidos')})</span>
        </span>
      ))}
    </>
  );
}

/**
 * 'Ver Perfil''s sales section (issue 27): her code with its state in the store, Desactivar / Reactivar /
 * Regenerar (admin), and her sales. A code deleted or changed in the store is shown as such and only
 * regenerated, never silently recreated.
 */
export function CodigoStaffSection({ colaboradoraId, canManage }: { colaboradoraId: string; canManage: boolean }) {
  const codigo = useCodigoStaff(colaboradoraId);
  const ventas = useVentasColaboradoras();
  const filas = ventas.data?.filas.filter((f) => f.colaboradoraId === colaboradoraId) ?? [];
  return (
    <section aria-labelledby="perfil-ventas" className="space-y-3" data-testid="perfil-ventas">
      <h3 id="perfil-ventas" className="text-sm font-semibold">
        Código de descuento y ventas
      </h3>
      {codigo.isPending ? (
        <div role="status" aria-label="Cargando...">
          <Skeleton className="h-16 w-full" />
        </div>
      ) : !codigo.data ? (
        <p className="text-sm text-muted-foreground">{errorMessage(codigo.error)}</p>
      ) : (
        <>
          {!codigo.data.programaActivo ? <p className="text-sm text-muted-foreground">El programa de ventas no está activo (Configuración).</p> : null}
          {codigo.data.codigosPausados ? (
            <p className="text-sm text-destructive" role="note">
              {codigo.data.codigosPausados}
            </p>
          ) : null}
          <CodigoActual codigo={codigo.data.codigo} colaboradoraId={colaboradoraId} canManage={canManage && codigo.data.programaActivo} />
          {codigo.data.anteriores.length > 0 ? (
            <p className="text-xs text-muted-foreground">
              Códigos anteriores: {codigo.data.anteriores.map((a) => `${a.codigo ?? '—'} (${CODIGO_ESTADO_TEXTOS[a.estado].toLowerCase()})`).join(', ')}
            </p>
          ) : null}
        </>
      )}
      <dl className="rounded-lg bg-muted/60 px-3 py-2">
        <dt className="text-xs text-muted-foreground">Ventas con su código</dt>
        <dd className="text-sm font-semibold">{ventas.data ? <VentasTotales filas={filas} /> : '…'}</dd>
      </dl>
    </section>
  );
}

function CodigoActual({ codigo, colaboradoraId, canManage }: { codigo: Codigo | null; colaboradoraId: string; canManage: boolean }) {
  const accion = useCodigoAccion();
  const run = (a: CodigoAccion) => accion.mutate({ colaboradoraId, accion: a });
  const pending = (a: CodigoAccion) => accion.isPending && accion.variables?.accion === a;

  if (!codigo) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <TicketPercentIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        <span className="text-muted-foreground">Aún no tiene código de descuento.</span>
        {canManage ? (
          <Button size="sm" variant="outline" pending={pending('crear')} onClick={() => run('crear')}>
            Crear código
          </Button>
        ) : null}
      </div>
    );
  }
  const enTienda = codigo.estado === 'eliminado_en_tienda' || codigo.estado === 'cambiado_en_tienda';
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-lg font-semibold" data-testid="codigo-staff">
          {codigo.codigo ?? 'Creándose…'}
        </span>
        <CodigoEstadoBadge estado={codigo.estado} />
      </div>
      {codigo.error ? <p className="text-sm text-destructive">{codigo.error}</p> : null}
      {enTienda ? <p className="text-sm text-muted-foreground">Alguien lo cambió o eliminó directamente en la tienda. Genera uno nuevo si quieres que siga vendiendo.</p> : null}
      {codigo.enlace ? <p className="font-mono text-xs break-all text-muted-foreground">{codigo.enlace}</p> : null}
      {canManage ? (
        <div className="flex flex-wrap gap-2">
          {codigo.estado === 'activo' ? (
            <Button size="sm" variant="destructive-outline" pending={pending('desactivar')} onClick={() => run('desactivar')}>
              Desactivar
            </Button>
          ) : null}
          {codigo.estado === 'inactivo' ? (
            <Button size="sm" variant="outline" pending={pending('reactivar')} onClick={() => run('reactivar')}>
              Reactivar
            </Button>
          ) : null}
          {codigo.estado !== 'creando' ? (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button size="sm" variant="outline" pending={pending('regenerar')}>
                  Regenerar
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>¿Regenerar el código {codigo.codigo}?</AlertDialogTitle>
                  <AlertDialogDescription>
                    Se crea un código nuevo en la tienda y el actual deja de funcionar. Sus ventas anteriores se conservan.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancelar</AlertDialogCancel>
                  <AlertDialogAction onClick={() => run('regenerar')}>Regenerar</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
