import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';

/** How long 'Copiado' stays before the button reads 'Copiar' again. */
const COPIADO_MS = 2_000;

/**
 * 'Copiar', then 'Copiado' for a moment: copies `texto` with the Clipboard API. Where the clipboard is
 * refused (plain http, a denied permission) it says so and leaves the text on screen to copy by hand.
 * `etiqueta` names what is copied for screen readers ('Copiar código CARLA15').
 */
export function CopiarButton({ texto, etiqueta, ...props }: { texto: string; etiqueta: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [copiado, setCopiado] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(texto);
    } catch {
      toast.error('No se pudo copiar', { description: 'Mantén presionado el texto para copiarlo.' });
      return;
    }
    setCopiado(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiado(false), COPIADO_MS);
  };

  return (
    <Button variant="outline" aria-label={`${copiado ? 'Copiado' : 'Copiar'}: ${etiqueta}`} {...props} onClick={() => void copiar()}>
      {copiado ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      <span aria-live="polite">{copiado ? 'Copiado' : 'Copiar'}</span>
    </Button>
  );
}
