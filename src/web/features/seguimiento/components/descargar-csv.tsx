import { DownloadIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * 'Descargar CSV' (issue 20 item 4): a plain link to the export, so the browser streams the file to disk
 * as the server writes it (no copy in the page's memory) with the session's cookie. `params` are the
 * screen's current filters, as its URL holds them.
 */
export function DescargarCsv({ path, params, label = 'Descargar CSV' }: { path: string; params?: URLSearchParams | Record<string, string>; label?: string }) {
  const search = new URLSearchParams(params);
  for (const [k, v] of [...search]) if (!v) search.delete(k);
  const qs = search.toString();
  return (
    <Button asChild variant="outline">
      <a href={qs ? `${path}?${qs}` : path} download>
        <DownloadIcon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
