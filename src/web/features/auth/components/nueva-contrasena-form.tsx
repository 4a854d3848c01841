import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { createResetPasswordFormSchema, type ResetPasswordFormInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { showError } from '@web/lib/show-error';
import { PATHS } from '@web/paths';
import { recallNextAfterReset, withNext } from '@web/lib/next-path';
import { useResetPassword } from '../api/reset-password';
import { firstErrorResolver } from '../lib/first-error-resolver';
import { isNewPasswordRefusal } from '../lib/password-errors';

export const CONTRASENA_RESTABLECIDA_MESSAGE = 'Tu contraseña se actualizó. Ya puedes iniciar sesión.';
export const ENLACE_INVALIDO_MESSAGE = 'El enlace no es válido o ya venció.';
/** A link already used (or expired), said as its screen opens (issue 28). */
export const ENLACE_USADO_MESSAGE = 'Este enlace ya se usó o venció. Pide uno nuevo para elegir tu contraseña.';

type Field = keyof ResetPasswordFormInput;
const FIELDS: readonly Field[] = ['newPassword', 'confirmPassword'];
const resolver = firstErrorResolver(createResetPasswordFormSchema(), FIELDS, 'newPassword');

/** What a link that no longer works says, with the way to ask for another one. */
export function EnlaceInvalido({ message = ENLACE_INVALIDO_MESSAGE }: { message?: string }) {
  return (
    <div className="flex flex-col gap-6">
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
        {message}
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to={PATHS.recuperar}>Pedir un enlace nuevo</Link>
      </Button>
    </div>
  );
}

/**
 * 'Nueva contraseña' (issue 17), from a reset link: the new password and its confirmation, checked by the
 * same rules as 'Cambiar contraseña' (createResetPasswordFormSchema shares them). The server checks them
 * again with its common-password list; a refusal of the password goes under its field, any other 400 means
 * the link no longer works.
 */
export function NuevaContrasenaForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormInput>({ resolver, defaultValues: { newPassword: '', confirmPassword: '' } });

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-6">
        <p role="status" className="rounded-lg border bg-muted/50 p-4 text-sm">
          {CONTRASENA_RESTABLECIDA_MESSAGE}
        </p>
        <Button asChild size="lg" className="w-full">
          {/* Back to where the link she followed before the reset pointed (issue 28). */}
          <Link to={withNext(PATHS.auth, recallNextAfterReset())}>Iniciar sesión</Link>
        </Button>
      </div>
    );
  }
  if (linkProblem) return <EnlaceInvalido message={linkProblem} />;

  const onSubmit = handleSubmit(({ newPassword }) => {
    reset.mutate(
      { token, newPassword },
      {
        onError: (error) => {
          if (isNewPasswordRefusal(error)) setError('newPassword', { type: 'server', message: error.message }, { shouldFocus: true });
          else if (error instanceof ApiError && error.status === 400) setLinkProblem(error.message || ENLACE_INVALIDO_MESSAGE);
          else showError(error);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5" aria-busy={reset.isPending}>
      <FormField label="Nueva contraseña" required hint="Mínimo 8 caracteres. Evita contraseñas comunes y no uses tu correo." error={errors.newPassword?.message}>
        {(f) => <Input {...f} type="password" autoComplete="new-password" aria-required="true" {...register('newPassword')} />}
      </FormField>
      <FormField label="Confirmar contraseña" required error={errors.confirmPassword?.message}>
        {(f) => <Input {...f} type="password" autoComplete="new-password" aria-required="true" {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" pending={reset.isPending}>
        {reset.isPending ? <Spinner /> : null}
        {reset.isPending ? 'Guardando...' : 'Guardar contraseña'}
      </Button>
    </form>
  );
}
