import { type FormEvent, useState } from 'react';
import { datosPagoInputSchema, type DatosPago } from '@shared/schemas/ventas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useDatosPago, useGuardarDatosPago } from '../api/mis-ventas';

/** '032180000118359719' → '032 180 00011835971 9' (bank, branch, account, check digit), easier to compare. */
export function formatClabe(clabe: string): string {
  return clabe.length === 18 ? `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}` : clabe;
}

/**
 * Mi Perfil's 'Datos de pago' (issue 27 item 4): the CLABE her commissions are paid to and its account
 * holder. The CLABE's check digit is checked here with the server's own rule (src/shared) before sending.
 */
export function DatosPagoCard() {
  const datos = useDatosPago();
  const [editando, setEditando] = useState(false);
  return (
    <Card role="region" aria-labelledby="datos-pago-titulo" data-testid="datos-pago">
      <CardHeader>
        <CardTitle id="datos-pago-titulo">Datos de pago</CardTitle>
        <CardDescription>La cuenta a la que te pagamos tus comisiones por ventas con tu código.</CardDescription>
      </CardHeader>
      <CardContent>
        {datos.isPending ? (
          <div role="status" aria-label="Cargando...">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : !datos.data ? (
          <div className="flex flex-col items-start gap-2 text-sm">
            <p>{errorMessage(datos.error)}</p>
            <Button variant="outline" onClick={() => void datos.refetch()}>
              Reintentar
            </Button>
          </div>
        ) : editando || !datos.data.clabe ? (
          <DatosPagoForm datos={datos.data} onDone={() => setEditando(false)} puedeCancelar={Boolean(datos.data.clabe)} />
        ) : (
          <div className="flex flex-col gap-3 text-sm">
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">CLABE</dt>
                <dd className="mt-0.5 font-mono font-medium">{formatClabe(datos.data.clabe)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Titular</dt>
                <dd className="mt-0.5 font-medium [overflow-wrap:anywhere]">{datos.data.titular}</dd>
              </div>
            </dl>
            <Button variant="outline" className="w-fit" onClick={() => setEditando(true)}>
              Cambiar datos de pago
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function DatosPagoForm({ datos, onDone, puedeCancelar }: { datos: DatosPago; onDone: () => void; puedeCancelar: boolean }) {
  const guardar = useGuardarDatosPago();
  const [clabe, setClabe] = useState(datos.clabe ?? '');
  const [titular, setTitular] = useState(datos.titular ?? '');
  const [errores, setErrores] = useState<{ clabe?: string; titular?: string }>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = datosPagoInputSchema.safeParse({ clabe, titular });
    if (!parsed.success) {
      const next: { clabe?: string; titular?: string } = {};
      for (const issue of parsed.error.issues) {
        const campo = issue.path[0];
        if ((campo === 'clabe' || campo === 'titular') && !next[campo]) next[campo] = issue.message;
      }
      setErrores(next);
      return;
    }
    setErrores({});
    guardar.mutate(parsed.data, { onSuccess: onDone });
  }

  const pending = guardar.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Datos de pago" className="flex flex-col gap-4">
      <FormField label="CLABE interbancaria" required error={errores.clabe} hint="Los 18 dígitos de tu cuenta; los encuentras en tu app del banco.">
        {(control) => (
          <Input {...control} inputMode="numeric" autoComplete="off" maxLength={24} value={clabe} onChange={(e) => setClabe(e.target.value)} disabled={pending} className="font-mono" />
        )}
      </FormField>
      <FormField label="Titular de la cuenta" required error={errores.titular}>
        {(control) => <Input {...control} autoComplete="name" maxLength={120} value={titular} onChange={(e) => setTitular(e.target.value)} disabled={pending} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending}>
          {pending ? <Spinner /> : null}
          Guardar datos de pago
        </Button>
        {puedeCancelar ? (
          <Button type="button" variant="ghost" onClick={onDone} disabled={pending}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
