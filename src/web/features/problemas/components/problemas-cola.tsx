import { useId, useState } from 'react';
import { AJUSTE_LABELS } from '@shared/domain/ajuste';
import {
  PROBLEMA_ESTADO_LABELS,
  PROBLEMA_NOTA_MAX,
  PROBLEMA_TIPO_LABELS,
  REEMPLAZO_ESTADO_LABELS,
  problemaMedidaTexto,
} from '@shared/domain/problemas';
import type { ProblemaColaEntry } from '@shared/schemas/problemas';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { EmptyState } from '@web/components/ui/empty-state';
import { ExternalLink } from '@web/components/ui/external-link';
import { Label } from '@web/components/ui/label';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { useMarcarDevuelto, useOpcionesReemplazo, useResolverProblema } from '../api/problemas';
import { Historia } from './problema-creadora';

/** Staff's Problemas queue (issue 29): each problem with what she said, and the way to resolve it. */
export function ProblemasCola({ problemas }: { problemas: ProblemaColaEntry[] }) {
  if (problemas.length === 0) return <EmptyState title="Sin problemas" description="Ninguna colaboradora reportó un problema." />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {problemas.map((p) => (
        <ProblemaStaffCard key={p.id} problema={p} />
      ))}
    </div>
  );
}

function detalle(p: ProblemaColaEntry): string | null {
  if (p.tipo !== 'talla' || !p.medida) return null;
  return p.medida === 'otra_talla' ? `Quiere talla ${p.tallaDeseada ?? '(sin indicar)'}` : `Reporta: ${problemaMedidaTexto(p.medida, p.sentido)}`;
}

function ProblemaStaffCard({ problema: p }: { problema: ProblemaColaEntry }) {
  const [modo, setModo] = useState<'reemplazo' | 'cerrar' | null>(null);
  const devuelto = useMarcarDevuelto();
  const abierto = p.estado === 'abierto';
  return (
    <Card data-testid="problema-staff" data-problema={p.id}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle size="sm">
            {p.creadora} · {PROBLEMA_TIPO_LABELS[p.tipo]}
          </CardTitle>
          <Badge variant={abierto ? 'warning' : 'secondary'}>{PROBLEMA_ESTADO_LABELS[p.estado]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {p.producto}
          {p.talla ? ` · Talla ${p.talla}` : ''}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {detalle(p) ? <p className="font-medium">{detalle(p)}</p> : null}
        {p.nota ? <p className="whitespace-pre-line">«{p.nota}»</p> : null}
        {p.foto?.url ? (
          <ExternalLink href={p.foto.url} className="w-fit" aria-label="Ver la foto del daño">
            <Thumbnail src={p.foto.thumbUrl} size={96} radius="lg" />
          </ExternalLink>
        ) : null}
        {p.reemplazo ? (
          <p>
            <span className="font-medium">{REEMPLAZO_ESTADO_LABELS[p.reemplazo.estado]}</span>
            {p.reemplazo.titulo ? ` · ${p.reemplazo.titulo}` : ''}
            {p.reemplazo.draftOrderName ? ` · ${p.reemplazo.draftOrderName}` : ''}
            {p.reemplazo.error ? <span className="block text-destructive">{p.reemplazo.error}</span> : null}
          </p>
        ) : null}
        {abierto ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant={modo === 'reemplazo' ? 'default' : 'outline'} onClick={() => setModo('reemplazo')}>
              {p.tipo === 'talla' ? 'Elegir otra talla' : 'Enviar la misma pieza'}
            </Button>
            <Button size="sm" variant={modo === 'cerrar' ? 'default' : 'outline'} onClick={() => setModo('cerrar')}>
              Cerrar con nota
            </Button>
          </div>
        ) : null}
        {abierto && modo === 'reemplazo' ? <ElegirReemplazo problema={p} /> : null}
        {abierto && modo === 'cerrar' ? <CerrarConNota problemaId={p.id} /> : null}
        {p.devolver && !p.devueltoAt ? (
          <Button size="sm" variant="outline" className="w-fit" pending={devuelto.isPending} onClick={() => devuelto.mutate(p.id)}>
            Marcar pieza anterior devuelta
          </Button>
        ) : null}
        <Historia problema={p} />
      </CardContent>
    </Card>
  );
}

function ElegirReemplazo({ problema: p }: { problema: ProblemaColaEntry }) {
  const opciones = useOpcionesReemplazo(p.id);
  const resolver = useResolverProblema();
  const [variantId, setVariantId] = useState<string | null>(null);
  const [devolver, setDevolver] = useState(p.tipo !== 'no_llego');
  const devolverId = useId();
  if (opciones.isPending) return <p className="text-muted-foreground">Cargando tallas...</p>;
  const list = opciones.data?.opciones ?? [];
  if (list.length === 0) return <p className="text-muted-foreground">Este producto no tiene variantes en la tienda.</p>;
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex flex-col gap-1.5" role="radiogroup" aria-label="Variante del reemplazo">
        {list.map((o) => {
          const agotada = o.disponibles !== null && o.disponibles <= 0;
          return (
            // A row of two texts that wraps: a plain button of its own, not Button's one-line shape (decision 037).
            <button
              key={o.variantId}
              type="button"
              role="radio"
              aria-checked={variantId === o.variantId}
              className={cn(
                'flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50',
                variantId === o.variantId ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent hover:text-accent-foreground',
              )}
              disabled={agotada}
              onClick={() => setVariantId(o.variantId)}
            >
              <span>
                {o.titulo}
                {o.actual ? ' (la que recibió)' : ''}
              </span>
              <span className="text-xs opacity-80">
                {o.ajuste ? `${AJUSTE_LABELS[o.ajuste]} · ` : ''}
                {o.disponibles === null ? 'Sin control de existencias' : agotada ? 'Agotada' : `${o.disponibles} disponibles`}
              </span>
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={devolverId} checked={devolver} onCheckedChange={(v) => setDevolver(v === true)} />
        <Label htmlFor={devolverId}>Debe devolver la pieza anterior</Label>
      </div>
      <Button
        size="sm"
        className="w-fit"
        disabled={variantId === null}
        pending={resolver.isPending}
        onClick={() => variantId && resolver.mutate({ id: p.id, input: { accion: 'reemplazo', variantId, devolver } })}
      >
        Enviar reemplazo sin costo
      </Button>
    </div>
  );
}

function CerrarConNota({ problemaId }: { problemaId: string }) {
  const resolver = useResolverProblema();
  const [nota, setNota] = useState('');
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3">
      <Label htmlFor={id}>Nota para la colaboradora</Label>
      <textarea
        id={id}
        rows={3}
        maxLength={PROBLEMA_NOTA_MAX}
        value={nota}
        onChange={(e) => setNota(e.target.value)}
        className="rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs md:text-sm"
      />
      <Button size="sm" className="w-fit" disabled={!nota.trim()} pending={resolver.isPending} onClick={() => resolver.mutate({ id: problemaId, input: { accion: 'cerrar', nota } })}>
        Cerrar sin reemplazo
      </Button>
    </div>
  );
}
