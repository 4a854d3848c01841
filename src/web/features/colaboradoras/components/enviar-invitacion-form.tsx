import { MailIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { emailSchema } from '@shared/schemas/auth';
import { INVITACION_PARAM } from '@shared/schemas/colaboradoras';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { useEnviarInvitacion } from '../api/invitaciones';

/**
 * 'Enviar por correo' under a link just made (issue 28): the same link goes to her address, and stays
 * on screen to copy. The address is checked here with the server's own rule before it is sent.
 */
export function EnviarInvitacionForm({ link }: { link: string }) {
  const id = useId();
  const enviar = useEnviarInvitacion();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Email inválido');
    setError(null);
    const token = new URL(link).searchParams.get(INVITACION_PARAM) ?? '';
    enviar.mutate({ token, email: parsed.data }, { onSuccess: (r) => setSentTo(r.email) });
  };

  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Label htmlFor={`${id}-email`}>Enviar por correo</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          placeholder="correo@ejemplo.com"
          value={email}
          maxLength={254}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        <Button type="submit" variant="secondary" pending={enviar.isPending}>
          {enviar.isPending ? <Spinner /> : <MailIcon aria-hidden="true" />}
          Enviar invitación
        </Button>
      </div>
      <p id={`${id}-status`} className={error ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'} aria-live="polite">
        {error ?? (sentTo ? `Enviada a ${sentTo}. El enlace sigue sirviendo para copiarlo.` : 'Le enviamos este mismo enlace.')}
      </p>
    </form>
  );
}
