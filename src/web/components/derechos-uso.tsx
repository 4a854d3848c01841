import { CANAL_LABELS } from '@shared/domain/derechos';
import type { Derechos, Terminos } from '@shared/schemas/derechos';
import type { AutorizacionTipo } from '@shared/schemas/anuncios';
import { Badge } from '@web/components/ui/badge';
import { formatFecha } from '@web/lib/format';

/** '12 meses' / 'sin fecha de fin'. */
export function duracionTexto(meses: number | null): string {
  return meses === null ? 'sin fecha de fin' : meses === 1 ? '1 mes' : `${meses} meses`;
}

/** The channels of a set of terms, as people read them: 'Redes sociales (orgánico), Anuncios pagados'. */
export function canalesTexto(canales: Terminos['canales']): string {
  return canales.map((c) => CANAL_LABELS[c]).join(', ');
}

/**
 * A delivered file's usage rights (issue 18): where the brand may use it and until when, with a flag when
 * they end within 30 days or have ended. Files delivered before any terms read 'Sin términos aceptados'.
 */
export function DerechosUso({ derechos, compact = false }: { derechos: Derechos | null; compact?: boolean }) {
  if (!derechos) return <p className="text-xs text-muted-foreground">Sin términos de uso aceptados</p>;
  const hasta = derechos.venceAt ? `hasta el ${formatFecha(derechos.venceAt)}` : 'sin fecha de fin';
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground" data-testid="derechos-uso">
      <span>
        {compact ? 'Uso: ' : 'Uso permitido: '}
        {canalesTexto(derechos.canales)} · {hasta}
      </span>
      {derechos.vencido ? (
        <Badge variant="destructive">Derechos vencidos</Badge>
      ) : derechos.vencePronto ? (
        <Badge variant="warning">Vencen pronto</Badge>
      ) : null}
    </p>
  );
}

const ANUNCIO_CORTO: Record<AutorizacionTipo, string> = { spark: 'Spark', meta: 'Meta' };

/** A file's valid ad authorizations (issue 30 item 4): 'Spark hasta el 12 dic', one badge each. */
export function AnunciosVigentes({ anuncios }: { anuncios: { tipo: AutorizacionTipo; venceEl: string }[] | undefined }) {
  if (!anuncios || anuncios.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1" data-testid="anuncios-vigentes">
      {anuncios.map((a, i) => (
        <Badge key={i} variant="secondary" wrap>
          {`${ANUNCIO_CORTO[a.tipo]} hasta el ${formatFecha(`${a.venceEl}T12:00:00Z`)}`}
        </Badge>
      ))}
    </span>
  );
}
