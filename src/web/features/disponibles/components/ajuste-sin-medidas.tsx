import { RulerIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '@web/paths';

// Apart from ajuste-badge.tsx: only the detail page draws it, and the badge's module is in Disponibles'
// first load whole (tools/vite/first-load-chunks.ts assigns modules, not exports; decision 090).
/** Without her measurements there is no hint: one line saying where to add them. */
export function AjusteSinMedidas() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="ajuste-sin-medidas">
      <RulerIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Agrega tu cintura y cadera en{' '}
        <Link to={PATHS.creator.perfil} className="font-medium text-primary underline underline-offset-4">
          Mi Perfil
        </Link>{' '}
        para ver cómo te quedaría.
      </span>
    </p>
  );
}
