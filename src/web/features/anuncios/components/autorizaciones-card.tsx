import { useState } from 'react';
import { MegaphoneIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { fechaMexico } from '@shared/mexico-time';
import {
  AUTORIZACION_DIAS_MAX,
  AUTORIZACION_DIAS_MIN,
  AUTORIZACION_TIPO_LABELS,
  AUTORIZACION_TIPOS,
  autorizacionInputSchema,
  type AutorizacionTipo,
} from '@shared/schemas/anuncios';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatFecha } from '@web/lib/format';
import { useAgregarAutorizacion, useAutorizaciones, useQuitarAutorizacion } from '../api/anuncios';

type Errores = Partial<Record<'tipo' | 'codigo' | 'otorgadaEl' | 'dias', string>>;
const dia = (d: string) => formatFecha(`${d}T12:00:00Z`);

/**
 * Ad authorizations (issue 30 item 4, decision 073) on a collaboration's usage record: the Spark code she
 * pastes from TikTok, or the Meta partnership-ad permission she granted, each with its days. The rule is
 * the shared schema's, checked here first and again by the server.
 */
export function AutorizacionesCard({ colaboracionId, canEdit = true }: { colaboracionId: string; canEdit?: boolean }) {
  const query = useAutorizaciones(colaboracionId);
  const agregar = useAgregarAutorizacion(colaboracionId);
  const quitar = useQuitarAutorizacion(colaboracionId);
  const [tipo, setTipo] = useState<AutorizacionTipo>('spark');
  const [codigo, setCodigo] = useState('');
  const [otorgadaEl, setOtorgadaEl] = useState(() => fechaMexico());
  const [dias, setDias] = useState('30');
  const [errores, setErrores] = useState<Errores>({});

  const guardar = async () => {
    const input = { tipo, ...(tipo === 'spark' ? { codigo } : {}), otorgadaEl, dias: dias.trim() === '' ? Number.NaN : Number(dias) };
    const parsed = autorizacionInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errores = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] ?? 'tipo') as keyof Errores;
        next[key] ??= issue.message;
      }
      setErrores(next);
      return;
    }
    setErrores({});
    try {
      await agregar.mutateAsync(parsed.data);
      setCodigo('');
    } catch {
      // The toast said why; what she typed stays.
    }
  };

  const items = query.data?.autorizaciones;
  return (
    <Card data-testid="autorizaciones-anuncio">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MegaphoneIcon className="size-5" aria-hidden="true" />
          Autorizaciones de anuncio
        </CardTitle>
        <CardDescription>
          Para que la marca use tu publicación como anuncio: pega el código Spark que te da TikTok, o registra el permiso de anuncio de colaboración que diste en
          Instagram o Facebook, con los días que dura.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : items && items.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="Autorizaciones registradas">
            {items.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">{AUTORIZACION_TIPO_LABELS[a.tipo]}</p>
                  {a.codigo ? <p className="font-mono text-xs break-all">{a.codigo}</p> : null}
                  <p className="text-xs text-muted-foreground">{`Desde el ${dia(a.otorgadaEl)}, ${a.dias} días · vence el ${dia(a.venceEl)}`}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={a.vigente ? 'success' : 'destructive'}>{a.vigente ? 'Vigente' : 'Vencida'}</Badge>
                  {canEdit ? (
                    <Button
                      variant="ghost-destructive"
                      size="icon-row"
                      aria-label={`Quitar ${AUTORIZACION_TIPO_LABELS[a.tipo]}`}
                      pending={quitar.isPending && quitar.variables === a.id}
                      onClick={() => quitar.mutate(a.id)}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : query.isError ? null : (
          <p className="text-sm text-muted-foreground">Aún no hay autorizaciones de anuncio.</p>
        )}

        {canEdit ? (
          <form
            noValidate
            className="flex flex-col gap-3"
            aria-busy={agregar.isPending}
            onSubmit={(e) => {
              e.preventDefault();
              void guardar();
            }}
          >
            <FormField label="Tipo de autorización" error={errores.tipo}>
              {(f) => (
                <NativeSelect {...f} value={tipo} onChange={(e) => setTipo(e.target.value as AutorizacionTipo)}>
                  {AUTORIZACION_TIPOS.map((t) => (
                    <option key={t} value={t}>
                      {AUTORIZACION_TIPO_LABELS[t]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {tipo === 'spark' ? (
              <FormField label="Código Spark" hint="En TikTok: tu video › Configuración de anuncios › Generar código." error={errores.codigo}>
                {(f) => <Input {...f} mono autoCapitalize="none" autoComplete="off" spellCheck={false} value={codigo} onChange={(e) => setCodigo(e.target.value)} />}
              </FormField>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label="Otorgada el" error={errores.otorgadaEl}>
                {(f) => <Input {...f} type="date" max={fechaMexico()} value={otorgadaEl} onChange={(e) => setOtorgadaEl(e.target.value)} />}
              </FormField>
              <FormField label="Duración (días)" hint={`De ${AUTORIZACION_DIAS_MIN} a ${AUTORIZACION_DIAS_MAX} días.`} error={errores.dias}>
                {(f) => <Input {...f} inputMode="numeric" value={dias} onChange={(e) => setDias(e.target.value)} />}
              </FormField>
            </div>
            <Button type="submit" className="w-full sm:w-auto sm:self-start" pending={agregar.isPending}>
              <PlusIcon aria-hidden="true" />
              Guardar autorización
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
