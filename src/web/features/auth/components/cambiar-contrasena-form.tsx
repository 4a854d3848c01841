import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { createChangePasswordFormSchema, PASSWORD_MESSAGES, type ChangePasswordFormInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { sessionKey } from '@web/lib/query-keys';
import { showError } from '@web/lib/show-error';
import { toast } from '@web/lib/toast';
import { useChangePassword } from '../api/change-password';
import { firstErrorResolver } from '../lib/first-error-resolver';
import { isNewPasswordRefusal } from '../lib/password-errors';

type Field = keyof ChangePasswordFormInput;
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const PASSWORD_CHANGED_MESSAGE = 'Contraseña actualizada. Cerramos tu sesión en los demás dispositivos.';

/** The field a server's refusal belongs under, or null for a toast. */
function fieldOf(error: ApiError): Field | null {
  if (error.code === 'CURRENT_PASSWORD_WRONG' || error.message === PASSWORD_MESSAGES.currentRequired) return 'currentPassword';
  if (isNewPasswordRefusal(error)) return 'newPassword';
  return null;
}

/**
 * 'Cambiar contraseña' (issue 14 item 6): current, new and confirmation. The shared rules run first;
 * the server checks them again, plus the common-password list, and answers a wrong current password.
 */
export function CambiarContrasenaForm({ email }: { email: string }) {
  const change = useChangePassword();
  const resolver = useMemo(() => firstErrorResolver(createChangePasswordFormSchema({ email }), FIELDS, 'newPassword'), [email]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormInput>({ resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        toast.success(PASSWORD_CHANGED_MESSAGE);
      },
      onError: (error) => {
        const field = error instanceof ApiError ? fieldOf(error) : null;
        if (field) {
          setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        // Her session ended meanwhile (another device changed the password): the guard sends her to /auth.
        if (error instanceof ApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: sessionKey });
        showError(error);
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5" aria-busy={change.isPending}>
      {/* Password managers pair the new password with the account it belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField label="Contraseña actual" required error={errors.currentPassword?.message}>
        {(f) => <Input {...f} type="password" autoComplete="current-password" aria-required="true" {...register('currentPassword')} />}
      </FormField>
      <FormField
        label="Nueva contraseña"
        required
        hint="Mínimo 8 caracteres. Evita contraseñas comunes y no uses tu correo."
        error={errors.newPassword?.message}
      >
        {(f) => <Input {...f} type="password" autoComplete="new-password" aria-required="true" {...register('newPassword')} />}
      </FormField>
      <FormField label="Confirmar contraseña" required error={errors.confirmPassword?.message}>
        {(f) => <Input {...f} type="password" autoComplete="new-password" aria-required="true" {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={change.isPending}>
        {change.isPending ? <Spinner /> : null}
        {change.isPending ? 'Guardando...' : 'Guardar contraseña'}
      </Button>
    </form>
  );
}
