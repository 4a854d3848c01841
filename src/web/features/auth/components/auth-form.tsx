import { type FormEvent, type ReactNode, useId, useState, useTransition } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { getSession } from '@web/lib/session';
import { showError } from '@web/lib/show-error';
import { PATHS } from '@web/paths';
import { useNextPath, withNext } from '@web/lib/next-path';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { loadAuthSchemas } from '../lib/load-auth-schemas';

export type AuthMode = 'login' | 'signup';

const TEXT = {
  login: {
    title: 'Ingresa a tu cuenta',
    description: 'Usa tu correo y contraseña para continuar.',
    submit: 'Ingresar',
    success: 'Inicio de sesión exitoso',
    switchPrompt: '¿No tienes cuenta?',
    switchAction: 'Regístrate',
  },
  signup: {
    title: 'Crea tu cuenta de colaboradora',
    description: 'Regístrate para solicitar productos y compartir tu contenido.',
    submit: 'Crear cuenta',
    success: 'Cuenta creada exitosamente',
    switchPrompt: '¿Ya tienes cuenta?',
    switchAction: 'Inicia sesión',
  },
} as const;

/**
 * Sign-up answers an address that already has an account like a new one, without a session, and emails
 * its owner (decision 058). The form learns it only from having no session, and says what happened
 * without saying more than the email will.
 */
const SIGN_UP_NO_SESSION =
  'Si ese correo ya tiene una cuenta, te enviamos un correo con los pasos para entrar. Revisa tu bandeja de entrada.';

/**
 * One form for login and sign-up (spec §2). Runs the shared schema first and shows only the first failing
 * message as a toast (no request then); the server's Spanish message on failure. `note` goes above the
 * fields (the invitation of /auth?invitacion=...); onSuccess gets the mode that succeeded and keeps the
 * button busy until it is done.
 *
 * The submit is a React 19 action (an async transition): `pending` holds from the click until onSuccess
 * has finished, with no state of our own. Started from onSubmit rather than `<form action>`, which would
 * clear the fields after a failed attempt.
 */
export function AuthForm({
  onSuccess,
  initialMode = 'login',
  note,
}: {
  onSuccess: (mode: AuthMode) => Promise<void>;
  initialMode?: AuthMode;
  note?: ReactNode;
}) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [pending, startTransition] = useTransition();
  const id = useId();
  const text = TEXT[mode];
  // The link she followed, kept through 'Recuperar contraseña' too (issue 28).
  const next = useNextPath();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const values = {
      fullName: String(form.get('fullName') ?? ''),
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    startTransition(async () => {
      const { firstIssueMessage, signInSchema, signUpSchema } = await loadAuthSchemas();
      let request: () => Promise<unknown>;
      // The first failing field gets the message and the focus, so she fixes it where she is looking.
      const refuse = (error: z.ZodError) => {
        const field = error.issues[0]?.path[0];
        if (typeof field === 'string') formElement.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
        toast.error(firstIssueMessage(error), { id: `${id}-invalid` });
      };
      if (mode === 'login') {
        const parsed = signInSchema.safeParse(values);
        if (!parsed.success) return refuse(parsed.error);
        request = () => signIn(parsed.data);
      } else {
        const parsed = signUpSchema.safeParse(values);
        if (!parsed.success) return refuse(parsed.error);
        request = () => signUp(parsed.data);
      }
      try {
        await request();
        if (mode === 'signup' && !(await getSession())) {
          toast.info(SIGN_UP_NO_SESSION, { id: `${id}-existing`, duration: 15_000 });
          setMode('login');
          return;
        }
      } catch (error) {
        showError(error, { errorFallback: 'Ocurrió un error' });
        return;
      }
      toast.success(text.success);
      await onSuccess(mode).catch((error: unknown) => showError(error));
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="w-full rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="mb-6 space-y-2 text-center">
        <h1 id={`${id}-title`} className="font-display text-2xl font-semibold tracking-tight sm:text-[1.7rem]">
          {text.title}
        </h1>
        <p className="text-sm text-muted-foreground">{text.description}</p>
      </div>
      {note ? <div className="mb-6">{note}</div> : null}
      <form
        noValidate
        onSubmit={handleSubmit}
        onFocus={() => void loadAuthSchemas()}
        className="flex flex-col gap-4"
        aria-busy={pending}
      >
        {mode === 'signup' ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-fullName`}>
              Nombre completo
              <span className="ml-0.5 text-destructive" aria-hidden="true">
                *
              </span>
            </Label>
            <Input id={`${id}-fullName`} name="fullName" autoComplete="name" required aria-required="true" />
          </div>
        ) : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-email`}>Correo electrónico</Label>
          <Input id={`${id}-email`} name="email" type="email" inputMode="email" autoComplete="email" required placeholder="tu@correo.com" />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-password`}>Contraseña</Label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            aria-describedby={mode === 'signup' ? `${id}-password-hint` : undefined}
          />
          {mode === 'signup' ? (
            <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
              Mínimo 8 caracteres.
            </p>
          ) : (
            <Link
              to={withNext(PATHS.recuperar, next)}
              className="self-end rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              ¿Olvidaste tu contraseña?
            </Link>
          )}
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
          {pending ? <Spinner /> : null}
          {text.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {text.switchPrompt}{' '}
        <button
          type="button"
          className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
        >
          {text.switchAction}
        </button>
      </p>
    </section>
  );
}
