import { useState, type FormEvent } from 'react';
import { COSTO_ENVIO_MAX, COSTO_ENVIO_MAX_MESSAGE } from '@shared/schemas/resultados';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useGuardarCostoEnvio } from '../api/resultados';
import { formatDinero } from '../lib/formato';

/**
 * 'Costo de envío por pedido': what the brand pays to ship one order. Copied onto each collaboration when
 * its item ships, so changing it does not rewrite months already counted; the box also fills it in on
 * collaborations already sent whose shipping cost nobody knew (the one-time backfill, by choice).
 */
export function CostoEnvioForm({ actual, moneda }: { actual: number | null; moneda: string }) {
  const [valor, setValor] = useState(actual === null ? '' : String(actual));
  const [anteriores, setAnteriores] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const guardar = useGuardarCostoEnvio();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const texto = valor.trim().replace(/[$,\s]/g, '');
    const n = texto === '' ? null : Number(texto);
    // The first thing wrong with it, said as such: a figure too large is told its bound, not about decimals.
    const problema =
      n === null
        ? null
        : !Number.isFinite(n) || n < 0 || !/^\d+(\.\d*)?$/.test(texto)
          ? 'Escribe el costo como número positivo con hasta dos decimales, por ejemplo 150.00'
          : n > COSTO_ENVIO_MAX
            ? COSTO_ENVIO_MAX_MESSAGE
            : /^\d+(\.\d{1,2})?$/.test(texto)
              ? null
              : 'Usa como máximo dos decimales, por ejemplo 150.00';
    if (problema) {
      setError(problema);
      return;
    }
    setError(null);
    guardar.mutate({ costoEnvio: n, aplicarAnteriores: n !== null && anteriores });
  };

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle size="sm">Costo de envío por pedido</CardTitle>
        <CardDescription>
          {actual === null ? 'Sin definir: las colaboraciones enviadas quedan sin costo de envío y fuera del costo.' : `Actual: ${formatDinero(actual, moneda)}. Se copia a cada colaboración cuando se envía su producto.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <FormField label={`Costo por pedido (${moneda})`} error={error ?? undefined} className="sm:w-56">
            {(control) => <Input {...control} inputMode="decimal" name="costoEnvio" value={valor} onChange={(e) => setValor(e.target.value)} placeholder="150.00" />}
          </FormField>
          <div className="flex items-center gap-2 sm:pb-2.5">
            <Checkbox id="costo-envio-anteriores" checked={anteriores} onCheckedChange={(v) => setAnteriores(v === true)} />
            <Label htmlFor="costo-envio-anteriores">Aplicar también a envíos anteriores sin costo de envío</Label>
          </div>
          <Button type="submit" pending={guardar.isPending}>
            Guardar
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
