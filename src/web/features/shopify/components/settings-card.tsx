import { type FormEvent, useState } from 'react';
import { storeSettingsInputSchema } from '@shared/schemas/shopify';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ExternalLink } from '@web/components/ui/external-link';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useSaveStoreSettings } from '../api/save-store-settings';

/** The references gallery (spec Referencias): admin edits the URL, tienda reads it. */
export function SettingsCard({ referenciasUrl, canEdit }: { referenciasUrl: string | null; canEdit: boolean }) {
  const [value, setValue] = useState(referenciasUrl ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveStoreSettings();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = storeSettingsInputSchema.safeParse({ referenciasUrl: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Debe ser una URL válida');
      return;
    }
    setError(undefined);
    save.mutate({ referenciasUrl: parsed.data.referenciasUrl });
  }

  return (
    <Card role="region" aria-labelledby="settings-title">
      <CardHeader>
        <CardTitle id="settings-title">Referencias visuales</CardTitle>
        <CardDescription>La galería compartida que las colaboradoras abren desde Referencias visuales.</CardDescription>
      </CardHeader>
      <CardContent>
        {canEdit ? (
          <form onSubmit={onSubmit} noValidate aria-label="Referencias visuales" className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField label="URL de la galería de referencias" error={error} hint="Déjala vacía para ocultar el botón de la galería." className="flex-1">
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  placeholder="https://"
                  disabled={save.isPending}
                />
              )}
            </FormField>
            <Button type="submit" className="sm:mt-6" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              Guardar
            </Button>
          </form>
        ) : (
          <dl className="text-sm">
            <dt className="text-muted-foreground">URL de la galería de referencias</dt>
            <dd className="mt-1 font-medium break-all">
              {referenciasUrl ? (
                <ExternalLink href={referenciasUrl} fallback={referenciasUrl} className="text-primary underline underline-offset-4">
                  {referenciasUrl}
                </ExternalLink>
              ) : (
                'Sin definir'
              )}
            </dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
