import { ExternalLinkIcon, ImagesIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';

/** The shared gallery, configured at build time (VITE_REFERENCIAS_URL); without it the button says so. */
const REFERENCIAS_URL = import.meta.env.VITE_REFERENCIAS_URL;

const CARPETAS = ['Ejemplos de estilo', 'Poses y ángulos', 'Ideas de outfits', 'Referencias de videos cortos y reels'];

/** The visual references card (spec §2), used on the order-confirmed page and on Referencias visuales. */
export function ReferenciasCard() {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ImagesIcon className="size-5" aria-hidden="true" />
          </span>
          <CardTitle>Referencias visuales</CardTitle>
        </div>
        <CardDescription>
          Inspírate antes de crear: preparamos carpetas con ejemplos para que tu contenido luzca increíble.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {CARPETAS.map((carpeta) => (
            <li key={carpeta} className="rounded-lg bg-muted px-3 py-2">
              {carpeta}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {REFERENCIAS_URL ? (
          <Button asChild className="w-full sm:w-auto">
            <a href={REFERENCIAS_URL} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              Ver galería de referencias
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">La galería de referencias estará disponible pronto.</p>
        )}
      </CardFooter>
    </Card>
  );
}
