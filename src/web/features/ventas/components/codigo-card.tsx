import { TicketPercentIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Codigo } from '@shared/schemas/ventas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { formatPorcentaje } from '../lib/formato';
import { CompartirButton } from './compartir-button';
import { CopiarButton } from './copiar-button';

/**
 * Her discount code and share link (issue 27 item 1), on Inicio and Mis ventas: the code large with
 * 'Copiar', the link read-only with 'Copiar' and the phone's 'Compartir'. Nothing while the program is off
 * or she has no code; a line while the store makes it or when it is not active. `pie`: what follows the
 * card's content (Inicio's link to Mis ventas).
 */
export function CodigoCard({ programaActivo, codigo, pie }: { programaActivo: boolean; codigo: Codigo | null; pie?: ReactNode }) {
  const enlaceId = useId();
  if (!programaActivo || !codigo) return null;
  if (codigo.estado === 'creando' || !codigo.codigo) {
    return <Aviso>Estamos creando tu código de descuento en la tienda. Te avisaremos cuando esté listo.</Aviso>;
  }
  if (codigo.estado !== 'activo') {
    return <Aviso>Tu código {codigo.codigo} no está activo por ahora. El equipo de la marca te avisará cuando tengas uno nuevo.</Aviso>;
  }
  const texto = `Usa mi código ${codigo.codigo} y obtén ${formatPorcentaje(codigo.descuentoPorcentaje)} de descuento`;
  return (
    <Card role="region" aria-labelledby={`${enlaceId}-titulo`} data-testid="codigo-card">
      <CardHeader>
        <CardTitle id={`${enlaceId}-titulo`}>Tu código de descuento</CardTitle>
        <CardDescription>
          Compártelo: tus seguidoras obtienen {formatPorcentaje(codigo.descuentoPorcentaje)} de descuento y sus compras cuentan como tus ventas.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col items-stretch gap-3 rounded-lg border border-dashed border-primary/60 bg-primary/5 px-4 py-3 min-[400px]:flex-row min-[400px]:items-center min-[400px]:justify-between">
          <span className="text-center font-mono text-2xl font-semibold tracking-wider [overflow-wrap:anywhere] min-[400px]:text-left" data-testid="codigo">
            {codigo.codigo}
          </span>
          <CopiarButton texto={codigo.codigo} etiqueta={`código ${codigo.codigo}`} />
        </div>
        {codigo.enlace ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={enlaceId}>Tu enlace para compartir</Label>
            <Input id={enlaceId} readOnly mono value={codigo.enlace} onFocus={(event) => event.currentTarget.select()} />
            <div className="flex flex-wrap gap-2">
              <CopiarButton texto={codigo.enlace} etiqueta="enlace" fill />
              <CompartirButton url={codigo.enlace} texto={texto} />
            </div>
            <p className="text-xs text-muted-foreground">Quien abre tu enlace llega a la tienda con tu código ya aplicado.</p>
          </div>
        ) : null}
        {pie}
      </CardContent>
    </Card>
  );
}

function Aviso({ children }: { children: ReactNode }) {
  return (
    <Card data-testid="codigo-card">
      <CardContent className="flex items-center gap-3 pt-6 text-sm">
        <TicketPercentIcon className="size-6 shrink-0 text-primary" aria-hidden="true" />
        <p>{children}</p>
      </CardContent>
    </Card>
  );
}
