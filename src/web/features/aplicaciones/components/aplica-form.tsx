import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon } from 'lucide-react';
import { aplicacionFormSchema, type AplicacionForm, type AplicacionFormInput, type AplicaFormularioResponse } from '@shared/schemas/aplicaciones';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useEnviarAplicacion } from '../api/aplica';

const resolver = zodResolver(aplicacionFormSchema) as unknown as Resolver<AplicacionFormInput, unknown, AplicacionForm>;
const TEXTAREA =
  'min-h-28 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';
/** An empty number field is "no answer" (null); anything else goes to the rule as a number (text: NaN, refused). */
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(String(v).replace(/[,\s]/g, '')));

/**
 * /aplica's form (issue 29 item 4): the brand's questions, phone first (one column, large fields, the
 * keyboards that fit each answer). The honeypot is a field people never see or reach; a bot fills it.
 */
export function AplicaForm({ formulario }: { formulario: AplicaFormularioResponse }) {
  const { preguntas, ficha } = formulario;
  const send = useEnviarAplicacion();
  const [gracias, setGracias] = useState<string | null>(null);
  const [sitioWeb, setSitioWeb] = useState('');
  const {
    register,
    control,
    getValues,
    handleSubmit,
    formState: { errors },
  } = useForm<AplicacionFormInput, unknown, AplicacionForm>({
    resolver,
    defaultValues: { nombre: '', email: '', instagram: '', seguidoresInstagram: null, tiktok: '', seguidoresTiktok: null, ciudad: '', tallas: '', porQue: '' },
  });

  // The answers as she typed them (the server applies the same rule to them); the check passed first.
  const onSubmit = handleSubmit(async () => {
    try {
      const { mensaje } = await send.mutateAsync({ respuestas: getValues(), ficha, ...(sitioWeb ? { sitioWeb } : {}) });
      setGracias(mensaje);
    } catch {
      // The one error path showed the server's Spanish message; her answers stay to correct or resend.
    }
  });

  if (gracias) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheckIcon className="size-10 text-success" aria-hidden="true" />
        <p className="text-base font-medium">{gracias}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-busy={send.isPending}>
      <FormField label={preguntas.nombre} required error={errors.nombre?.message}>
        {(f) => <Input {...f} autoComplete="name" {...register('nombre')} />}
      </FormField>
      <FormField label={preguntas.email} required error={errors.email?.message}>
        {(f) => <Input {...f} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...register('email')} />}
      </FormField>
      <FormField label={preguntas.instagram} hint="Tu usuario de Instagram o de TikTok (al menos uno)." error={errors.instagram?.message}>
        {(f) => <Input {...f} autoCapitalize="none" autoComplete="off" spellCheck={false} placeholder="@tu.usuario" {...register('instagram')} />}
      </FormField>
      <FormField label={preguntas.seguidoresInstagram} error={errors.seguidoresInstagram?.message}>
        {(f) => <Input {...f} inputMode="numeric" autoComplete="off" {...register('seguidoresInstagram', { setValueAs: numberOrNull })} />}
      </FormField>
      <FormField label={preguntas.tiktok} error={errors.tiktok?.message}>
        {(f) => <Input {...f} autoCapitalize="none" autoComplete="off" spellCheck={false} placeholder="@tu.usuario" {...register('tiktok')} />}
      </FormField>
      <FormField label={preguntas.seguidoresTiktok} error={errors.seguidoresTiktok?.message}>
        {(f) => <Input {...f} inputMode="numeric" autoComplete="off" {...register('seguidoresTiktok', { setValueAs: numberOrNull })} />}
      </FormField>
      <FormField label={preguntas.ciudad} required error={errors.ciudad?.message}>
        {(f) => <Input {...f} autoComplete="address-level2" {...register('ciudad')} />}
      </FormField>
      <FormField label={preguntas.tallas} required error={errors.tallas?.message}>
        {(f) => <Input {...f} autoComplete="off" placeholder="Jeans 28, top M" {...register('tallas')} />}
      </FormField>
      <FormField label={preguntas.porQue} required error={errors.porQue?.message}>
        {(f) => <textarea {...f} rows={4} className={TEXTAREA} {...register('porQue')} />}
      </FormField>

      {/* The honeypot: off screen, out of the tab order, hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="aplica-sitio-web">Sitio web</label>
        <input id="aplica-sitio-web" name="sitioWeb" type="text" tabIndex={-1} autoComplete="off" value={sitioWeb} onChange={(e) => setSitioWeb(e.target.value)} />
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="consentimiento"
            render={({ field }) => (
              <Checkbox
                id="aplica-consentimiento"
                className="mt-0.5"
                checked={field.value === true}
                onCheckedChange={(v) => field.onChange(v === true ? true : undefined)}
                aria-invalid={Boolean(errors.consentimiento)}
                aria-describedby={errors.consentimiento ? 'aplica-consentimiento-error' : undefined}
              />
            )}
          />
          {/* Consent reads as a sentence, not a field's name: a plain label, not Label's medium one-liner (decision 037). */}
          <label htmlFor="aplica-consentimiento" className="text-sm leading-snug select-none">
            {preguntas.consentimiento}
          </label>
        </div>
        {errors.consentimiento ? (
          <p id="aplica-consentimiento-error" className="text-sm font-medium text-destructive">
            {errors.consentimiento.message}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" className="w-full" pending={send.isPending}>
        {send.isPending ? 'Enviando...' : 'Enviar solicitud'}
      </Button>
    </form>
  );
}
