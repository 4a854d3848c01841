import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon } from 'lucide-react';
import { respuestasSchema, type AplicaFormularioResponse, type Pregunta } from '@shared/schemas/aplicaciones';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField, type FormFieldControlProps } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useEnviarAplicacion } from '../api/aplica';

type Valores = Record<string, unknown>;
const TEXTAREA =
  'min-h-28 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';
/** An empty number field is "no answer" (null); anything else goes to the rule as a number (text: NaN, refused). */
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(String(v).replace(/[,\s]/g, '')));

/** The keyboard and autofill that fit each default question; a question the brand adds gets plain ones. */
const EXTRA: Record<string, { autoComplete?: string; placeholder?: string; hint?: string }> = {
  nombre: { autoComplete: 'name' },
  ciudad: { autoComplete: 'address-level2' },
  tallas: { placeholder: 'Jeans 28, top M' },
  instagram: { placeholder: '@tu.usuario' },
  tiktok: { placeholder: '@tu.usuario' },
};

/**
 * /aplica's form (issue 29 item 4): the brand's questions from Configuración (decision 079), in their
 * order, phone first (one column, large fields, the keyboards that fit each answer). The rule is the
 * server's for the same question set. The honeypot is a field people never see or reach; a bot fills it.
 */
export function AplicaForm({ formulario }: { formulario: AplicaFormularioResponse }) {
  const { preguntas, ficha } = formulario;
  const send = useEnviarAplicacion();
  const [gracias, setGracias] = useState<string | null>(null);
  const [sitioWeb, setSitioWeb] = useState('');
  const resolver = useMemo(() => zodResolver(respuestasSchema(preguntas)) as unknown as Resolver<Valores>, [preguntas]);
  const unaRed = preguntas.some((p) => p.id === 'instagram' && !p.requerida) && preguntas.some((p) => p.id === 'tiktok' && !p.requerida);
  const {
    register,
    control,
    getValues,
    handleSubmit,
    formState: { errors },
  } = useForm<Valores>({
    resolver,
    defaultValues: Object.fromEntries(preguntas.map((p) => [p.id, p.tipo === 'numero' ? null : ''])),
  });

  // The answers as she typed them (the server applies the same rule to them); the check passed first.
  const onSubmit = handleSubmit(async () => {
    try {
      const { mensaje } = await send.mutateAsync({ respuestas: getValues() as Record<string, string | number | boolean | null>, ficha, ...(sitioWeb ? { sitioWeb } : {}) });
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
      {preguntas.map((p) => (
        <Campo key={p.id} pregunta={p} register={register} errors={errors} hint={unaRed && p.id === 'instagram' ? 'Tu usuario de Instagram o de TikTok (al menos uno).' : undefined} />
      ))}

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
            {formulario.consentimiento}
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

/** One question's field, by its kind. */
function Campo({ pregunta: p, register, errors, hint }: { pregunta: Pregunta; register: UseFormRegister<Valores>; errors: FieldErrors<Valores>; hint?: string | undefined }) {
  const error = errors[p.id]?.message;
  const extra = EXTRA[p.id] ?? {};
  let control: (f: FormFieldControlProps) => ReactNode;
  switch (p.tipo) {
    case 'correo':
      control = (f) => <Input {...f} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...register(p.id)} />;
      break;
    case 'usuario':
      control = (f) => <Input {...f} autoCapitalize="none" autoComplete="off" spellCheck={false} placeholder={extra.placeholder} {...register(p.id)} />;
      break;
    case 'numero':
      control = (f) => <Input {...f} inputMode="numeric" autoComplete="off" {...register(p.id, { setValueAs: numberOrNull })} />;
      break;
    case 'texto_largo':
      control = (f) => <textarea {...f} rows={4} className={TEXTAREA} {...register(p.id)} />;
      break;
    case 'opcion':
      control = (f) => (
        <NativeSelect {...f} {...register(p.id)}>
          <option value="">Elige una opción</option>
          {p.opciones.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelect>
      );
      break;
    case 'texto_corto':
      control = (f) => <Input {...f} autoComplete={extra.autoComplete ?? 'off'} placeholder={extra.placeholder} {...register(p.id)} />;
      break;
  }
  return (
    <FormField label={p.etiqueta} required={p.requerida} hint={hint} error={typeof error === 'string' ? error : undefined}>
      {control}
    </FormField>
  );
}
