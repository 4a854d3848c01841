import { PackageSearchIcon, SearchIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { ImportProduct } from '@shared/schemas/shopify';
import { Button } from '@web/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { SearchInput } from '@web/components/ui/search-input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useCurrentStoreJob, useOnStoreJobEnd, useStartStoreJob } from '../../api/store-jobs';
import { IMPORT_PAGE_SIZE, useStoreProducts } from '../../api/store-products';
import { ImportProductItem } from './import-product-item';
import { StoreJobProgress } from './store-job-progress';
import { formatNumero } from '@web/lib/format';


/**
 * The Importar dialog's body (mounted only while open): pages through the store's catalogue as the
 * server's mirror holds it, lets the admin pick variants one by one or per product, and starts the
 * import as a background job (the dialog closes; Gestión follows the job). When the mirror was never
 * read, or is older than a day, the dialog has the server read the store first and shows that progress.
 */
export function ImportDialogBody({ onDone }: { onDone: () => void }) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query, 300);
  const [pagina, setPagina] = useState(1);
  const products = useStoreProducts({ q, pagina });
  const job = useCurrentStoreJob();
  const current = job.data?.trabajo ?? null;
  const starter = useStartStoreJob();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const asked = useRef(false);
  const announced = useRef(false);

  useOnStoreJobEnd(current);

  // Read the store when the mirror is empty or stale, once per opening, unless a store job already runs.
  const data = products.data;
  useEffect(() => {
    if (!data || !job.data || asked.current) return;
    if (!data.desactualizado || current?.activo) return;
    asked.current = true;
    starter.mutate({ kind: 'catalogo' });
  }, [data, job.data, current, starter]);

  // Spec §8: say what was found, once the list is there.
  useEffect(() => {
    if (!data || announced.current || data.leidoAt === null || q) return;
    announced.current = true;
    if (data.total === 0) toast.info('No se encontraron productos en tu tienda de Shopify');
    else toast.success(`${formatNumero(data.total)} productos encontrados`);
  }, [data, q]);

  const collectionTitles = useMemo(() => new Map(data?.collections.map((c) => [c.id, c.title]) ?? []), [data]);
  const namesOf = useMemo(
    () => (p: ImportProduct) => p.collectionIds.map((id) => collectionTitles.get(id)).filter((t): t is string => Boolean(t)),
    [collectionTitles],
  );
  const reading = current?.activo === true && current.tipo !== 'import';
  const busy = current?.activo === true;

  function toggle(variantIds: string[], checked: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of variantIds) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function submit() {
    if (selected.size === 0) {
      toast.error('Selecciona al menos una variante para importar');
      return;
    }
    starter.mutate({ kind: 'import', variantIds: [...selected] }, { onSuccess: onDone });
  }

  const pageCount = data ? Math.max(1, Math.ceil(data.total / IMPORT_PAGE_SIZE)) : 1;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Importar productos de Shopify</DialogTitle>
        <DialogDescription>Cada variante elegida se vuelve una colaboración; si ya estaba importada, se actualiza.</DialogDescription>
      </DialogHeader>

      <SearchInput
        landmark
        wrapperClassName=""
        id="importar-buscar"
        label="Buscar productos"
        value={query}
        onChange={(value) => {
          setQuery(value);
          setPagina(1);
        }}
        placeholder="Buscar por producto, tipo, colección, talla o código…"
        disabled={!data || (data.leidoAt === null && reading)}
      />

      <div className="-mx-2 flex min-h-0 flex-col gap-3 overflow-y-auto px-2" tabIndex={-1}>
        {current && (current.activo || current.estado === 'fallida') && current.tipo !== 'import' ? <StoreJobProgress job={current} /> : null}
        {current?.activo && current.tipo === 'import' ? <StoreJobProgress job={current} /> : null}
        {products.isPending ? (
          <div className="flex flex-col gap-3" role="status" aria-label="Cargando productos de Shopify...">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-32 w-full" />
            ))}
          </div>
        ) : products.isError ? (
          <EmptyState
            title="Error al importar productos"
            description={errorMessage(products.error)}
            action={
              <Button variant="outline" onClick={() => void products.refetch()}>
                Reintentar
              </Button>
            }
          />
        ) : products.data.leidoAt === null ? (
          reading ? null : <EmptyState icon={PackageSearchIcon} title="Aún no se ha leído el catálogo de la tienda" />
        ) : products.data.total === 0 && !q ? (
          <EmptyState icon={PackageSearchIcon} title="No se encontraron productos en tu tienda de Shopify" />
        ) : products.data.products.length === 0 ? (
          <EmptyState icon={SearchIcon} title="No se encontraron resultados" />
        ) : (
          <>
            <ul aria-label="Productos de la tienda" className="flex flex-col gap-3">
              {products.data.products.map((product) => (
                <ImportProductItem key={product.shopifyId} product={product} collections={namesOf(product)} selected={selected} onToggle={toggle} />
              ))}
            </ul>
            <Pagination page={pagina} pageCount={pageCount} onPageChange={setPagina} disabled={products.isFetching} />
          </>
        )}
      </div>

      <DialogFooter justify="between" className="items-center">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {selected.size === 1 ? '1 variante seleccionada' : `${formatNumero(selected.size)} variantes seleccionadas`}
        </p>
        <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
          {selected.size > 0 ? (
            <Button variant="ghost" onClick={() => setSelected(new Set())} disabled={starter.isPending}>
              Limpiar selección
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={() => starter.mutate({ kind: 'import', todas: true }, { onSuccess: onDone })}
              disabled={starter.isPending || busy || !data || data.total === 0}
            >
              Importar todo el catálogo
            </Button>
          )}
          <Button onClick={submit} disabled={starter.isPending || busy || !data}>
            {starter.isPending ? <Spinner /> : null}
            Importar seleccionadas
          </Button>
        </div>
      </DialogFooter>
    </>
  );
}
