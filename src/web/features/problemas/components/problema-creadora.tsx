import { useId, useState } from 'react';
import { AlertTriangleIcon, PackageCheckIcon } from 'lucide-react';
import {
  PROBLEMA_ESTADO_LABELS,
  PROBLEMA_MEDIDA_LABELS,
  PROBLEMA_MEDIDAS,
  PROBLEMA_NOTA_MAX,
  PROBLEMA_TIPO_LABELS,
  PROBLEMA_TIPOS,
  REEMPLAZO_ESTADO_LABELS,
  type ProblemaMedida,
  type ProblemaTipo,
} from '@shared/domain/problemas';
import type { Problema, ProblemasDeColaboracion } from '@shared/schemas/problemas';
import { HistoriaLista, PasosEnvio, ReemplazoEnvioBloque } from '@web/components/envios-e-historia';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { ExternalLink } from '@web/components/ui/external-link';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { formatFechaHoraMedia } from '@web/lib/format';
import { useProblemasDeColaboracion, useReemplazoRecibido, useReportarProblema } from '../api/problemas';

const OPEN = new Set(['abierto', 'reemplazo']);

/**
 * Her side of a problem with the parcel (issue 29), on her collaboration in Logística or Producción:
 * "Reportar un problema" (two taps: the button, then what happened), then its state, the replacement's
 * order link, "Recibí el reemplazo" once the store has her order, and the return instructions; then both
 * shipments and the collaboration's story (decision 078).
 */
export function ProblemaCreadora({ colaboracionId, puedeReportar }: { colaboracionId: string; puedeReportar: boolean }) {
  const query = useProblemasDeColaboracion(colaboracionId);
  const [open, setOpen] = useState(false);
  const problemas = query.data?.problemas ?? [];
  const abierto = problemas.find((p) => OPEN.has(p.estado)) ?? null;
  const ultimo = abierto ?? problemas[0] ?? null;
  if (query.isPending) return null;
  return (
    <>
      {ultimo ? <ProblemaEstadoCard problema={ultimo} instrucciones={query.data?.instruccionesDevolucion ?? null} /> : null}
      {ultimo && query.data ? <EnviosCard datos={query.data} /> : null}
      {puedeReportar && !abierto ? (
        <div className="flex flex-col gap-2">
          <Button variant="outline" onClick={() => setOpen(true)}>
            <AlertTriangleIcon aria-hidden="true" />
            Reportar un problema
          </Button>
          <ReportarDialog colaboracionId={colaboracionId} open={open} onOpenChange={setOpen} />
        </div>
      ) : null}
    </>
  );
}

function ProblemaEstadoCard({ problema: p, instrucciones }: { problema: Problema; instrucciones: string | null }) {
  const recibido = useReemplazoRecibido();
  const abierto = OPEN.has(p.estado);
  return (
    <Card data-testid="problema-creadora">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle size="sm">{PROBLEMA_TIPO_LABELS[p.tipo]}</CardTitle>
          <Badge variant={abierto ? 'warning' : 'secondary'}>{PROBLEMA_ESTADO_LABELS[p.estado]}</Badge>
        </div>
        {abierto ? <CardDescription>Tu plazo de 7 días y sus recordatorios están en pausa mientras lo resolvemos.</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {p.reemplazo ? (
          <div className="flex flex-col gap-2 rounded-lg border p-3">
            <p className="font-medium">
              {REEMPLAZO_ESTADO_LABELS[p.reemplazo.estado]}
              {p.reemplazo.titulo ? <span className="block font-normal text-muted-foreground">{p.reemplazo.titulo}</span> : null}
            </p>
            {p.reemplazo.estado === 'borrador' && p.reemplazo.invoiceUrl ? (
              <Button asChild>
                <ExternalLink href={p.reemplazo.invoiceUrl}>Realizar pedido del reemplazo</ExternalLink>
              </Button>
            ) : null}
            {p.reemplazo.estado === 'pedido' ? (
              <Button pending={recibido.isPending} onClick={() => recibido.mutate(p.id)}>
                <PackageCheckIcon aria-hidden="true" />
                Recibí el reemplazo
              </Button>
            ) : null}
          </div>
        ) : null}
        {p.estado === 'cerrado' && p.resolucionNota ? <p>Nota del equipo: {p.resolucionNota}</p> : null}
        {p.devolver && !p.devueltoAt ? (
          <div className="rounded-lg border border-warning/40 bg-warning/10 p-3" data-testid="instrucciones-devolucion">
            <p className="font-medium">Devuelve la pieza anterior</p>
            <p className="whitespace-pre-line text-muted-foreground">{instrucciones ?? 'El equipo te dirá cómo devolverla.'}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * Once she reported a problem: both shipments (the first one and each replacement, with the steps the
 * store reported) and the collaboration's whole story in order (decision 078).
 */
function EnviosCard({ datos }: { datos: ProblemasDeColaboracion }) {
  return (
    <Card data-testid="envios-colaboracion">
      <CardHeader>
        <CardTitle size="sm">Tus envíos</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {datos.envio ? (
          <section className="flex flex-col gap-2 rounded-lg border p-3" aria-label="Envío original" data-testid="envio-original">
            <p className="font-medium">{datos.envio.pedido ? `Pedido ${datos.envio.pedido}` : 'Tu pedido'}</p>
            <PasosEnvio pasos={datos.envio.pasos} label="Pasos del envío original" />
          </section>
        ) : null}
        {datos.reemplazos.map((r) => (
          <ReemplazoEnvioBloque key={r.problemaId} reemplazo={r} />
        ))}
        <h3 className="font-medium">Historial</h3>
        <HistoriaLista historia={datos.historia} />
      </CardContent>
    </Card>
  );
}

/** The problem's story, oldest first (also on staff's screen). */
export function Historia({ problema }: { problema: Problema }) {
  return (
    <ol className="flex flex-col gap-1 border-l pl-3 text-xs text-muted-foreground" aria-label="Historial del problema">
      {problema.historia.map((h, i) => (
        <li key={i}>
          <span className="font-medium text-foreground">{formatFechaHoraMedia(h.at)}</span> · {h.texto}
        </li>
      ))}
    </ol>
  );
}

function ReportarDialog({ colaboracionId, open, onOpenChange }: { colaboracionId: string; open: boolean; onOpenChange: (v: boolean) => void }) {
  const reportar = useReportarProblema(colaboracionId);
  const [tipo, setTipo] = useState<ProblemaTipo | null>(null);
  const [medida, setMedida] = useState<ProblemaMedida | null>(null);
  const [sentido, setSentido] = useState<'chico' | 'grande' | null>(null);
  const [talla, setTalla] = useState('');
  const [nota, setNota] = useState('');
  const [foto, setFoto] = useState<File | null>(null);
  const ids = { nota: useId(), foto: useId(), talla: useId() };
  const reset = () => {
    setTipo(null);
    setMedida(null);
    setSentido(null);
    setTalla('');
    setNota('');
    setFoto(null);
  };
  const ready = tipo !== null && (tipo !== 'talla' || medida !== null) && (tipo !== 'danado' || foto !== null);
  const enviar = () => {
    if (!tipo) return;
    reportar.mutate(
      { tipo, medida: medida ?? undefined, sentido: sentido ?? undefined, tallaDeseada: talla || undefined, nota: nota || undefined, foto },
      {
        onSuccess: () => {
          onOpenChange(false);
          reset();
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(v) => {
        onOpenChange(v);
        if (!v) reset();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reportar un problema</DialogTitle>
          <DialogDescription>Cuéntanos qué pasó con tu pedido.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-2" role="group" aria-label="¿Qué pasó?">
            {PROBLEMA_TIPOS.map((t) => (
              <Button key={t} variant={tipo === t ? 'default' : 'outline'} aria-pressed={tipo === t} onClick={() => setTipo(t)}>
                {PROBLEMA_TIPO_LABELS[t]}
              </Button>
            ))}
          </div>
          {tipo === 'talla' ? (
            <>
              <div className="grid grid-cols-2 gap-2" role="group" aria-label="¿Qué medida no te quedó?">
                {PROBLEMA_MEDIDAS.map((m) => (
                  <Button key={m} size="sm" variant={medida === m ? 'default' : 'outline'} aria-pressed={medida === m} onClick={() => setMedida(m)}>
                    {PROBLEMA_MEDIDA_LABELS[m]}
                  </Button>
                ))}
              </div>
              {medida && medida !== 'otra_talla' ? (
                <div className="grid grid-cols-2 gap-2" role="group" aria-label="¿Chico o grande?">
                  {(['chico', 'grande'] as const).map((s) => (
                    <Button key={s} size="sm" variant={sentido === s ? 'default' : 'outline'} aria-pressed={sentido === s} onClick={() => setSentido(s)}>
                      {s === 'chico' ? 'Me quedó chico' : 'Me quedó grande'}
                    </Button>
                  ))}
                </div>
              ) : null}
              {medida === 'otra_talla' ? (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={ids.talla}>¿Qué talla te quedaría?</Label>
                  <Input id={ids.talla} value={talla} maxLength={10} onChange={(e) => setTalla(e.target.value)} />
                </div>
              ) : null}
            </>
          ) : null}
          {tipo === 'danado' ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={ids.foto}>Foto del daño (obligatoria)</Label>
              <Input id={ids.foto} type="file" accept="image/*" onChange={(e) => setFoto(e.target.files?.[0] ?? null)} />
            </div>
          ) : null}
          {tipo ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={ids.nota}>Nota (opcional)</Label>
              <textarea
                id={ids.nota}
                value={nota}
                maxLength={PROBLEMA_NOTA_MAX}
                rows={3}
                onChange={(e) => setNota(e.target.value)}
                className={cn('rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs md:text-sm')}
              />
            </div>
          ) : null}
        </div>
        <DialogFooter>
          <Button disabled={!ready} pending={reportar.isPending} onClick={enviar}>
            Enviar reporte
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
