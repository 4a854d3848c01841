import { useState } from 'react';
import { CheckIcon, InboxIcon, XIcon } from 'lucide-react';
import { APLICACION_ESTADO_LABEL, APLICACION_ESTADOS, APLICACION_LIMITES, type Aplicacion, type AplicacionEstado, type RespuestaGuardada } from '@shared/schemas/aplicaciones';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatFechaHora, formatNumero } from '@web/lib/format';
import { useAceptarAplicacion, useAplicaciones, useRechazarAplicacion } from '../api/aplicaciones';

const VACIO: Record<AplicacionEstado, string> = {
  pendiente: 'No hay solicitudes pendientes',
  aceptada: 'Aún no aceptas solicitudes',
  rechazada: 'No hay solicitudes rechazadas',
};

/**
 * Solicitudes (issue 29 item 4): the applications from /aplica, by estado. Everything she wrote is shown
 * as text (React escapes it), never as markup or links.
 */
export function SolicitudesPanel() {
  const [estado, setEstado] = useState<AplicacionEstado>('pendiente');
  const query = useAplicaciones(estado);
  const conteo = query.data?.conteo;
  const [rechazando, setRechazando] = useState<Aplicacion | null>(null);

  return (
    <div className="space-y-4">
      {/* The list is the active tab's panel, so each tab names what it controls (aria-controls). */}
      <Tabs value={estado} onValueChange={(v) => setEstado(v as AplicacionEstado)}>
        <TabsList width="full-mobile" aria-label="Estado de las solicitudes">
          {APLICACION_ESTADOS.map((e) => (
            <TabsTrigger key={e} value={e}>
              {APLICACION_ESTADO_LABEL[e]}
              {conteo ? ` (${formatNumero(conteo[e])})` : ''}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={estado}>
          {query.isPending ? (
            <div className="space-y-3" role="status" aria-label="Cargando...">
              <Skeleton radius="xl" className="h-48 w-full" />
              <Skeleton radius="xl" className="h-48 w-full" />
            </div>
          ) : query.isError ? null : query.data.items.length === 0 ? (
            <EmptyState icon={InboxIcon} title={VACIO[estado]} description="Comparte el enlace de /aplica para que las creadoras te envíen su solicitud." />
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2" aria-label={APLICACION_ESTADO_LABEL[estado]}>
              {query.data.items.map((a) => (
                <li key={a.id}>
                  <AplicacionCard aplicacion={a} onRechazar={() => setRechazando(a)} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      <RechazarDialog aplicacion={rechazando} onClose={() => setRechazando(null)} />
    </div>
  );
}

function Red({ nombre, usuario, seguidores }: { nombre: string; usuario: string | null; seguidores: number | null }) {
  if (!usuario) return null;
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{nombre}</dt>
      <dd className="break-all">
        @{usuario}
        {seguidores !== null ? ` · ${formatNumero(seguidores)} seguidores` : ''}
      </dd>
    </div>
  );
}

function Dato({ etiqueta, valor, ancho = false }: { etiqueta: string; valor: string | null; ancho?: boolean }) {
  return (
    <div className={ancho ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs text-muted-foreground">{etiqueta}</dt>
      <dd className="break-words whitespace-pre-line">{valor ?? 'Sin respuesta'}</dd>
    </div>
  );
}

/**
 * Each answer under its question as it read when she applied (decision 079): a question changed or
 * removed in Configuración since still shows what she was asked. Name and email head the card.
 */
function Respuestas({ respuestas }: { respuestas: RespuestaGuardada[] }) {
  return (
    <>
      {respuestas
        .filter((r) => r.id !== 'nombre' && r.id !== 'email')
        .map((r) => (
          <Dato
            key={r.id}
            etiqueta={r.etiqueta}
            ancho={r.tipo === 'texto_largo'}
            valor={r.valor === null || r.valor === '' ? null : typeof r.valor === 'number' ? formatNumero(r.valor) : r.tipo === 'usuario' ? `@${r.valor}` : r.valor}
          />
        ))}
    </>
  );
}

function AplicacionCard({ aplicacion: a, onRechazar }: { aplicacion: Aplicacion; onRechazar: () => void }) {
  const aceptar = useAceptarAplicacion();
  return (
    <Card data-testid="solicitud" className="h-full">
      <CardHeader>
        <CardTitle className="break-words">{a.nombre}</CardTitle>
        <p className="text-sm break-all text-muted-foreground">{a.email}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {a.respuestas.length > 0 ? (
            <Respuestas respuestas={a.respuestas} />
          ) : (
            <>
              <Red nombre="Instagram" usuario={a.instagram} seguidores={a.seguidoresInstagram} />
              <Red nombre="TikTok" usuario={a.tiktok} seguidores={a.seguidoresTiktok} />
              <Dato etiqueta="Ciudad" valor={a.ciudad} />
              <Dato etiqueta="Tallas" valor={a.tallas} />
              <Dato etiqueta="¿Por qué quiere colaborar?" valor={a.porQue} ancho />
            </>
          )}
          {a.mensaje ? <Dato etiqueta="Mensaje enviado" valor={a.mensaje} ancho /> : null}
        </dl>
        <p className="text-xs text-muted-foreground">
          {`Recibida el ${formatFechaHora(a.createdAt)}`}
          {a.envios > 1 ? ` · la envió ${a.envios} veces` : ''}
          {a.decididaAt ? ` · ${a.estado === 'aceptada' ? 'aceptada' : 'rechazada'} el ${formatFechaHora(a.decididaAt)}${a.decididaPor ? ` por ${a.decididaPor}` : ''}` : ''}
        </p>
        {a.estado === 'pendiente' ? (
          <div className="flex gap-2">
            <Button fill pending={aceptar.isPending} onClick={() => aceptar.mutate(a.id)} aria-label={`Aceptar a ${a.nombre}`}>
              <CheckIcon aria-hidden="true" />
              Aceptar
            </Button>
            <Button fill variant="outline" onClick={onRechazar} disabled={aceptar.isPending} aria-label={`Rechazar a ${a.nombre}`}>
              <XIcon aria-hidden="true" />
              Rechazar
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

const TEXTAREA =
  'min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';

function RechazarDialog({ aplicacion, onClose }: { aplicacion: Aplicacion | null; onClose: () => void }) {
  const rechazar = useRechazarAplicacion();
  const [mensaje, setMensaje] = useState('');
  const largo = mensaje.length > APLICACION_LIMITES.mensaje;
  const close = () => {
    setMensaje('');
    onClose();
  };
  return (
    <Dialog open={aplicacion !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent width="md">
        <DialogHeader>
          <DialogTitle>Rechazar solicitud</DialogTitle>
          <DialogDescription>{aplicacion ? `${aplicacion.nombre} (${aplicacion.email})` : ''}</DialogDescription>
        </DialogHeader>
        <FormField
          label="Mensaje para ella (opcional)"
          hint="Si escribes un mensaje, se lo enviamos por correo con un agradecimiento. Sin mensaje, no le escribimos."
          error={largo ? `El mensaje puede tener hasta ${APLICACION_LIMITES.mensaje.toLocaleString('es-MX')} caracteres` : undefined}
        >
          {(f) => <textarea {...f} rows={4} className={TEXTAREA} value={mensaje} onChange={(e) => setMensaje(e.target.value)} />}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
          <Button
            variant="destructive"
            disabled={largo}
            pending={rechazar.isPending}
            onClick={() => {
              if (!aplicacion) return;
              void rechazar.mutateAsync({ id: aplicacion.id, mensaje }).then(close, () => undefined);
            }}
          >
            Rechazar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
