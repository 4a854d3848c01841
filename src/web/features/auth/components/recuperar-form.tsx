import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { recuperarSchema } from '@shared/schemas/auth';
import { PUBLIC_LINK_CLASS } from '@web/components/layouts/public-frame';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { PATHS } from '@web/paths';
import { rememberNextForReset, useNextPath, withNext } from '@web/lib/next-path';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { firstErrorResolver } from '../lib/first-error-resolver';

/** The one answer, whether or not an account has that email: the form never tells who has an account. */
export const ENLACE_ENVIADO_MESSAGE =
  'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada; el enlace vence en una hora.';

type Values = { email: string };
const resolver = firstErrorResolver<Values>(recuperarSchema, ['email'], 'email');

/**
 * 'Recuperar contraseña' (issue 17): her email and 'Enviar enlace'. Any answer but a refusal shows the same
 * text; a refusal (too many requests, no network) comes as the one error toast with the server's message.
 */
export function RecuperarForm() {
  const send = useRequestPasswordReset();
  const next = useNextPath();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { email: '' } });

  if (send.isSuccess) {
    return (
      <div className="flex flex-col gap-6">
        <p role="status" className="rounded-lg border bg-muted/50 p-4 text-sm">
          {ENLACE_ENVIADO_MESSAGE}
        </p>
        <p className="text-center text-sm">
          <Link to={withNext(PATHS.auth, next)} className={PUBLIC_LINK_CLASS}>
            Volver a iniciar sesión
          </Link>
        </p>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ email }) => {
    // The email's link is ours alone; where she was going waits in this browser for after the reset.
    rememberNextForReset(next);
    send.mutate(email);
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5" aria-busy={send.isPending}>
      <FormField label="Correo electrónico" required error={errors.email?.message}>
        {(f) => (
          <Input {...f} type="email" inputMode="email" autoComplete="email" placeholder="tu@correo.com" aria-required="true" {...register('email')} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" pending={send.isPending}>
        {send.isPending ? <Spinner /> : null}
        Enviar enlace
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        ¿La recordaste?{' '}
        <Link to={withNext(PATHS.auth, next)} className={PUBLIC_LINK_CLASS}>
          Inicia sesión
        </Link>
      </p>
    </form>
  );
}
