import { useState, type FormEvent } from 'react';
import { CameraIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatFecha } from '@web/lib/format';
import { useInstagramStatus, useRemoveInstagram, useSaveInstagram } from '../api/conexiones';

const EMPTY = { appId: '', appSecret: '', accessToken: '', igUserId: '' };

/**
 * Configuración → Instagram (issue 30): the brand's professional account, whose tags, mentions and
 * Business Discovery find the creators' posts. The server checks the token with Meta, names what is
 * missing in Spanish, and keeps the secrets encrypted (they never come back). The token's expiry shows;
 * it is renewed about 7 days before it lapses.
 */
export function InstagramCard({ canEdit }: { canEdit: boolean }) {
  const status = useInstagramStatus();
  const save = useSaveInstagram();
  const remove = useRemoveInstagram();
  const [form, setForm] = useState(EMPTY);
  const ig = status.data?.instagram;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form, { onSuccess: () => setForm(EMPTY) });
  };
  const field = (name: keyof typeof EMPTY, label: string, type = 'text') => (
    <FormField label={label}>
      {(f) => <Input {...f} type={type} autoComplete="off" spellCheck={false} value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })} />}
    </FormField>
  );

  return (
    <Card data-testid="instagram-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CameraIcon className="size-5" aria-hidden="true" />
          Instagram de la marca
        </CardTitle>
        <CardDescription>
          Conecta la cuenta profesional de la marca para encontrar solas las publicaciones de tus colaboradoras (etiquetas, menciones y su código
          #COLAB) y cerrar su plazo de 7 días sin que peguen enlaces.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : ig ? (
          <div className="flex flex-col gap-2 text-sm" data-testid="instagram-estado">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">@{ig.username}</span>
              {ig.estado === 'activa' ? <Badge variant="success">Conectada</Badge> : <Badge variant="destructive">Token vencido: búsquedas en pausa</Badge>}
            </p>
            {ig.tokenExpiresAt ? <p className="text-muted-foreground">El token vence el {formatFecha(ig.tokenExpiresAt)}; se renueva solo unos 7 días antes.</p> : null}
            {ig.pausaHasta ? <p className="text-muted-foreground">Instagram pidió esperar; las búsquedas siguen a partir del {formatFecha(ig.pausaHasta)}.</p> : null}
            {ig.ultimoError && ig.estado === 'vencida' ? <p>{ig.ultimoError}</p> : null}
            <p className="text-muted-foreground break-all">
              Webhook de menciones: <code>{ig.webhookUrl}</code> · token de verificación <code>{ig.webhookVerifyToken}</code>
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Sin conectar.</p>
        )}
        {canEdit ? (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={save.isPending}>
            {field('appId', 'ID de la app de Meta')}
            {field('appSecret', 'Secreto de la app', 'password')}
            {field('accessToken', 'Token de acceso de larga duración', 'password')}
            {field('igUserId', 'ID de la cuenta de Instagram')}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" pending={save.isPending}>
                {ig ? 'Guardar de nuevo' : 'Conectar Instagram'}
              </Button>
              {ig ? (
                <Button type="button" variant="outline" pending={remove.isPending} onClick={() => remove.mutate()}>
                  Desconectar
                </Button>
              ) : null}
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
