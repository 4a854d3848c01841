import { PackageSearchIcon, SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { ImportProduct } from '@shared/schemas/shopify';
import { Button } from '@web/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { SearchInput } from '@web/components/ui/search-input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useStoreImport } from '../../api/store-import';
import { useStoreProducts } from '../../api/store-products';
import { filterProducts } from './import-filter';
import { ImportProductItem } from './import-product-item';

/**
 * The Importar dialog's body (mounted only while open): loads the store's products, lets the admin pick
 * variants one by one or per product, and imports them. Closes itself after a successful import.
 */
export function ImportDialogBody({ onDone }: { onDone: () => void }) {
  const products = useStoreProducts(true);
  const importer = useStoreImport();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const collectionTitles = useMemo(() => new Map(products.data?.collections.map((c) => [c.id, c.title]) ?? []), [products.data]);
  const namesOf = useMemo(
    () => (p: ImportProduct) => p.collectionIds.map((id) => collectionTitles.get(id)).filter((t): t is string => Boolean(t)),
    [collectionTitles],
  );
  const visible = useMemo(() => filterProducts(products.data?.products ?? [], namesOf, query), [products.data, namesOf, query]);

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
    importer.mutate([...selected], { onSuccess: onDone });
  }

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
        onChange={setQuery}
        placeholder="Buscar por producto, tipo, colección, talla o código…"
        disabled={!products.data}
      />

      <div className="-mx-2 min-h-0 overflow-y-auto px-2" tabIndex={-1}>
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
        ) : products.data.products.length === 0 ? (
          <EmptyState icon={PackageSearchIcon} title="No se encontraron productos en tu tienda de Shopify" />
        ) : visible.length === 0 ? (
          <EmptyState icon={SearchIcon} title="No se encontraron resultados" />
        ) : (
          <ul aria-label="Productos de la tienda" className="flex flex-col gap-3">
            {visible.map((product) => (
              <ImportProductItem key={product.shopifyId} product={product} collections={namesOf(product)} selected={selected} onToggle={toggle} />
            ))}
          </ul>
        )}
      </div>

      <DialogFooter justify="between" className="items-center">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {selected.size === 1 ? '1 variante seleccionada' : `${selected.size} variantes seleccionadas`}
        </p>
        <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
          {selected.size > 0 ? (
            <Button variant="ghost" onClick={() => setSelected(new Set())} disabled={importer.isPending}>
              Limpiar selección
            </Button>
          ) : null}
          <Button onClick={submit} disabled={importer.isPending || !products.data}>
            {importer.isPending ? <Spinner /> : null}
            Importar seleccionadas
          </Button>
        </div>
      </DialogFooter>
    </>
  );
}
