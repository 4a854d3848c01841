import { useId } from 'react';
import type { Terminos } from '@shared/schemas/derechos';
import { canalesTexto, duracionTexto } from '@web/components/derechos-uso';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';

/** Her acceptance of the brand's current usage terms before she sends her content (issue 18). */
export function AceptarTerminos({ terminos, acepta, onChange }: { terminos: Terminos; acepta: boolean; onChange: (acepta: boolean) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-titulo`} className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm">
      <h2 id={`${id}-titulo`} className="font-semibold">
        Términos de uso del contenido (versión {terminos.version})
      </h2>
      <p className="text-muted-foreground">
        La marca podrá usar tus fotos y videos en: {canalesTexto(terminos.canales)}; {duracionTexto(terminos.duracionMeses)}.
      </p>
      <p className="max-h-40 overflow-y-auto whitespace-pre-line">{terminos.texto}</p>
      <div className="flex items-start gap-2 pt-1">
        <Checkbox id={`${id}-acepto`} checked={acepta} onCheckedChange={(v) => onChange(v === true)} className="mt-0.5" />
        <Label htmlFor={`${id}-acepto`}>
          <span className="leading-snug">Acepto que la marca use mi contenido en estos términos</span>
        </Label>
      </div>
    </section>
  );
}
