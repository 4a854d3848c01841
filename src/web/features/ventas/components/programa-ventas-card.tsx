import { type FormEvent, useId, useState } from 'react';
import {
  DIAS_RETENCION_DEFAULT,
  ENTREGA_CODIGO,
  ENTREGA_CODIGO_TEXTOS,
  type EntregaCodigo,
  type ProgramaVentas,
  programaVentasInputSchema,
} from '@shared/schemas/ventas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import { formatFechaHoraMedia } from '@web/lib/format';
import { useGuardarPrograma, useProgramaVentas } from '../api/programa';
import { formatPorcentaje } from '../lib/formato';

/**
 * Configuración's 'Programa de ventas' (issue 27 item 1): each creator's own discount code made in the
 * store, the commission on her sales and the hold before it is payable. Admins edit; tienda reads. The
 * store's missing permissions for it are named in Spanish, whoever reads.
 */
export function ProgramaVentasCard({ canEdit }: { canEdit: boolean }) {
  const programa = useProgramaVentas();
  return (
    <Card role="region" aria-labelledby="programa-ventas-titulo" data-testid="programa-ventas">
      <CardHeader>
        <CardTitle id="programa-ventas-titulo">Programa de ventas</CardTitle>
        <CardDescription>
          Cada creadora recibe su propio código de descuento, creado en la tienda; los pedidos con su código cuentan como sus ventas.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {programa.isPending ? (
          <div role="status" aria-label="Cargando...">
            <Skeleton className="h-48 w-full" />
          </div>
        ) : !programa.data ? (
          <div className="flex flex-col items-start gap-2 text-sm">
            <p>{errorMessage(programa.error)}</p>
            <Button variant="outline" onClick={() => void programa.refetch()}>
              Reintentar
            </Button>
          </div>
        ) : (
          <>
            <Permisos programa={programa.data} />
            {canEdit ? <ProgramaForm key={programa.data.actualizadoAt ?? ''} programa={programa.data} /> : <ProgramaLectura programa={programa.data} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** What the store refuses for the program (its missing scopes) and whether codes are paused. */
function Permisos({ programa }: { programa: ProgramaVentas }) {
  if (!programa.codigosPausados && programa.permisosFaltantes.length === 0) return null;
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="permisos-faltantes">
      {programa.codigosPausados ? <p className="font-medium">{programa.codigosPausados}</p> : null}
      {programa.permisosFaltantes.length > 0 ? (
        <>
          <p className="font-medium">A la app de la tienda le faltan permisos:</p>
          <ul className="list-disc pl-5">
            {programa.permisosFaltantes.map((p) => (
              <li key={p.scope}>
                {p.mensaje} <span className="font-mono text-xs text-muted-foreground">({p.scope})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function ProgramaLectura({ programa: p }: { programa: ProgramaVentas }) {
  const filas: [string, string][] = [
    ['Estado', p.activo ? 'Activo' : 'Inactivo'],
    ['Descuento para sus seguidoras', formatPorcentaje(p.descuentoPorcentaje)],
    ['Uso del código', p.unaVezPorCliente ? 'Una vez por cliente' : 'Sin límite por cliente'],
    ['Comisión por venta', p.comisionPorcentaje > 0 ? formatPorcentaje(p.comisionPorcentaje) : 'Sin comisión'],
    ['Días de retención', `${p.diasRetencion} ${p.diasRetencion === 1 ? 'día' : 'días'}`],
    ['Cuándo recibe su código', ENTREGA_CODIGO_TEXTOS[p.entregaCodigo]],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {filas.map(([dt, dd]) => (
        <div key={dt}>
          <dt className="text-muted-foreground">{dt}</dt>
          <dd className="mt-0.5 font-medium">{dd}</dd>
        </div>
      ))}
    </dl>
  );
}

type Campo = 'descuentoPorcentaje' | 'comisionPorcentaje' | 'diasRetencion' | 'entregaCodigo';

function ProgramaForm({ programa }: { programa: ProgramaVentas }) {
  const id = useId();
  const guardar = useGuardarPrograma();
  const [activo, setActivo] = useState(programa.activo);
  const [unaVez, setUnaVez] = useState(programa.unaVezPorCliente);
  const [descuento, setDescuento] = useState(String(programa.descuentoPorcentaje));
  const [comision, setComision] = useState(String(programa.comisionPorcentaje));
  const [dias, setDias] = useState(String(programa.diasRetencion ?? DIAS_RETENCION_DEFAULT));
  const [entrega, setEntrega] = useState<EntregaCodigo>(programa.entregaCodigo);
  const [errores, setErrores] = useState<Partial<Record<Campo, string>>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = programaVentasInputSchema.safeParse({
      activo,
      descuentoPorcentaje: descuento,
      unaVezPorCliente: unaVez,
      comisionPorcentaje: comision,
      diasRetencion: dias,
      entregaCodigo: entrega,
    });
    if (!parsed.success) {
      const next: Partial<Record<Campo, string>> = {};
      for (const issue of parsed.error.issues) {
        const campo = issue.path[0] as Campo;
        next[campo] ??= issue.message;
      }
      setErrores(next);
      return;
    }
    setErrores({});
    guardar.mutate(parsed.data);
  }

  const pending = guardar.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Programa de ventas" className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Switch id={`${id}-activo`} checked={activo} onCheckedChange={setActivo} disabled={pending} />
        <Label htmlFor={`${id}-activo`}>Programa activo</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Descuento para sus seguidoras (%)" error={errores.descuentoPorcentaje} hint="Entre 1 y 99.">
          {(control) => <Input {...control} inputMode="numeric" value={descuento} onChange={(e) => setDescuento(e.target.value)} disabled={pending} />}
        </FormField>
        <FormField label="Comisión por venta (%)" error={errores.comisionPorcentaje} hint="0 = sin comisión.">
          {(control) => <Input {...control} inputMode="decimal" value={comision} onChange={(e) => setComision(e.target.value)} disabled={pending} />}
        </FormField>
        <FormField label="Días de retención" error={errores.diasRetencion} hint={`El plazo de devoluciones: la comisión queda pendiente hasta entonces (${DIAS_RETENCION_DEFAULT} por omisión).`}>
          {(control) => <Input {...control} inputMode="numeric" value={dias} onChange={(e) => setDias(e.target.value)} disabled={pending} />}
        </FormField>
        <FormField label="Cuándo recibe su código" error={errores.entregaCodigo}>
          {(control) => (
            <NativeSelect {...control} value={entrega} onChange={(e) => setEntrega(e.target.value as EntregaCodigo)} disabled={pending}>
              {ENTREGA_CODIGO.map((e) => (
                <option key={e} value={e}>
                  {ENTREGA_CODIGO_TEXTOS[e]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-una-vez`} checked={unaVez} onCheckedChange={(v) => setUnaVez(v === true)} disabled={pending} />
        <Label htmlFor={`${id}-una-vez`}>Una vez por cliente</Label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={pending}>
          {pending ? <Spinner /> : null}
          Guardar programa
        </Button>
        {programa.actualizadoAt ? <p className="text-xs text-muted-foreground">Guardado el {formatFechaHoraMedia(programa.actualizadoAt)}</p> : null}
      </div>
    </form>
  );
}
