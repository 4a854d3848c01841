import { Share2Icon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * 'Compartir' through the phone's own share sheet (Web Share API); nothing where the browser has none
 * (most desktops), where 'Copiar' beside it does the job.
 */
export function CompartirButton({ url, texto }: { url: string; texto: string }) {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  const compartir = async () => {
    try {
      await navigator.share({ url, text: texto });
    } catch {
      // She closed the share sheet, or the browser refused: nothing to tell her.
    }
  };
  return (
    <Button variant="outline" onClick={() => void compartir()}>
      <Share2Icon aria-hidden="true" />
      Compartir
    </Button>
  );
}
