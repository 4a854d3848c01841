import { useForm, useWatch } from 'react-hook-form';
import type { StoreConnectionInput, StoreStatus } from '@shared/schemas/shopify';
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
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useDeleteStoreConnection } from '../api/delete-store-connection';
import { useSaveStoreConnection } from '../api/save-store-connection';
import { useTestStoreConnection } from '../api/test-store-connection';
import { type AuthKind, connectionResolver, type ConnectionFormValues, hasNoTypedCredentials } from '../lib/connection-form';

const AUTH_KINDS: { value: AuthKind; label: string; hint: string }[] = [
  { value: 'token', label: 'Token de acceso (Admin API)', hint: 'Una app personalizada creada en el panel de Shopify (shpat_…).' },
  { value: 'client_credentials', label: 'Client ID y secret (Dev Dashboard)', hint: 'Una app creada en el Dev Dashboard de Shopify.' },
];

const SAVED_HINT = 'Guardado en el servidor; por seguridad no se muestra. Escríbelo de nuevo para guardar cambios.';

/**
 * The connection (admin): domain, one kind of credentials, an optional webhook secret. Secrets are
 * write-only: the inputs always start empty and say 'Guardado' when the server has one. With a
 * connection from the environment the form is shown read-only.
 */
export function ConnectionForm({ status }: { status: StoreStatus }) {
  const fromEnv = status.source === 'env';
  const form = useForm<ConnectionFormValues, unknown, StoreConnectionInput>({
    resolver: connectionResolver,
    defaultValues: {
      storeDomain: status.storeDomain ?? '',
      authKind: status.authKind ?? 'token',
      accessToken: '',
      clientId: '',
      clientSecret: '',
      webhookSecret: '',
    },
  });
  const save = useSaveStoreConnection();
  const test = useTestStoreConnection();
  const disconnect = useDeleteStoreConnection();
  const authKind = useWatch({ control: form.control, name: 'authKind' });
  const errors = form.formState.errors;
  const savedKind = status.connected && status.authKind === authKind;
  const busy = save.isPending || test.isPending || disconnect.isPending;

  const onSave = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => form.reset({ ...form.getValues(), accessToken: '', clientId: '', clientSecret: '', webhookSecret: '' }),
    }),
  );

  function onTest() {
    // Nothing typed and a connection exists: test what the server has. Otherwise test the form's values.
    if (status.connected && (fromEnv || hasNoTypedCredentials(form.getValues()))) {
      test.mutate(null);
      return;
    }
    void form.handleSubmit((input) => test.mutate(input))();
  }

  return (
    <form onSubmit={(event) => void onSave(event)} noValidate aria-label="Conexión con Shopify" className="flex flex-col gap-5">
      <fieldset disabled={fromEnv || busy} className="flex flex-col gap-5">
        <FormField label="Dominio de la tienda" required={!fromEnv} hint="Por ejemplo, mi-marca.myshopify.com" error={errors.storeDomain?.message}>
          {(control) => (
            <Input {...control} {...form.register('storeDomain')} inputMode="url" autoComplete="off" spellCheck={false} placeholder="mi-marca.myshopify.com" />
          )}
        </FormField>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Tipo de credenciales</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {AUTH_KINDS.map((kind) => (
              <label
                key={kind.value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  authKind === kind.value ? 'border-primary bg-accent/40' : 'hover:bg-muted/60',
                )}
              >
                <input type="radio" value={kind.value} {...form.register('authKind')} className="mt-0.5 size-4 accent-(--primary)" />
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium">{kind.label}</span>
                  <span className="text-xs text-muted-foreground">{kind.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {authKind === 'token' ? (
          <FormField
            label="Token de acceso"
            required={!fromEnv}
            hint={savedKind ? SAVED_HINT : 'Empieza con shpat_. Se guarda cifrado en el servidor.'}
            error={errors.accessToken?.message}
          >
            {(control) => <Input {...control} {...form.register('accessToken')} type="password" autoComplete="new-password" placeholder={savedKind ? 'Guardado' : undefined} />}
          </FormField>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Client ID" required={!fromEnv} hint={savedKind ? SAVED_HINT : undefined} error={errors.clientId?.message}>
              {(control) => <Input {...control} {...form.register('clientId')} autoComplete="off" spellCheck={false} placeholder={savedKind ? 'Guardado' : undefined} />}
            </FormField>
            <FormField label="Client secret" required={!fromEnv} hint={savedKind ? SAVED_HINT : 'Se guarda cifrado en el servidor.'} error={errors.clientSecret?.message}>
              {(control) => (
                <Input {...control} {...form.register('clientSecret')} type="password" autoComplete="new-password" placeholder={savedKind ? 'Guardado' : undefined} />
              )}
            </FormField>
          </div>
        )}

        <FormField
          label="Secreto de webhooks (opcional)"
          hint="Con él la app verifica que los avisos de Shopify (inventario, pedidos, envíos) vienen de tu tienda."
          error={errors.webhookSecret?.message}
        >
          {(control) => <Input {...control} {...form.register('webhookSecret')} type="password" autoComplete="new-password" />}
        </FormField>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {status.connected && status.source === 'database' ? (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="destructive-outline" className="sm:mr-auto" disabled={busy}>
                {disconnect.isPending ? <Spinner /> : null}
                Desconectar
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>¿Desconectar la tienda?</AlertDialogTitle>
                <AlertDialogDescription>
                  Se borrarán las credenciales guardadas. Importar y Sincronizar dejarán de funcionar hasta que conectes la tienda de nuevo. Las colaboraciones
                  ya importadas se conservan.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancelar</AlertDialogCancel>
                <AlertDialogAction variant="destructive" onClick={() => disconnect.mutate()}>
                  Desconectar
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="outline" onClick={onTest} disabled={busy}>
            {test.isPending ? <Spinner /> : null}
            Probar conexión
          </Button>
          {fromEnv ? null : (
            <Button type="submit" disabled={busy}>
              {save.isPending ? <Spinner /> : null}
              Guardar
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
