import { ImageOffIcon } from 'lucide-react';
import { useState } from 'react';
import type { ImportProduct } from '@shared/schemas/shopify';
import { Badge } from '@web/components/ui/badge';
import { Checkbox } from '@web/components/ui/checkbox';

/**
 * One store product in the Importar dialog: thumbnail, title, type and collections, a checkbox for all
 * its variants, and one per variant with color, size, barcode, stock, availability and 'Importado'.
 */
export function ImportProductItem({
  product,
  collections,
  selected,
  onToggle,
}: {
  product: ImportProduct;
  collections: string[];
  selected: ReadonlySet<string>;
  onToggle: (variantIds: string[], checked: boolean) => void;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  const ids = product.variants.map((v) => v.variantId);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = count > 0 && count === ids.length;
  const titleId = `producto-${product.shopifyId.replace(/\W/g, '-')}`;

  return (
    <li className="rounded-lg border bg-card [contain-intrinsic-size:auto_12rem] [content-visibility:auto]" data-product-id={product.shopifyId}>
      {/* A role on the <li> itself would take it out of the list: the named group sits inside it. */}
      <div role="group" aria-labelledby={titleId}>
        <div className="flex items-start gap-3 p-3">
          <Checkbox
            className="mt-1"
            checked={all ? true : count > 0 ? 'indeterminate' : false}
            onCheckedChange={() => onToggle(ids, !all)}
            aria-label={`Seleccionar todas las variantes de ${product.title}`}
            disabled={ids.length === 0}
          />
          <div className="size-14 shrink-0 overflow-hidden rounded-md bg-muted">
            {product.image && !imageFailed ? (
              <img src={product.image} alt="" width={56} height={56} loading="lazy" onError={() => setImageFailed(true)} className="size-full object-cover" />
            ) : (
              <span className="flex size-full items-center justify-center text-muted-foreground">
                <ImageOffIcon className="size-5" aria-hidden="true" />
              </span>
            )}
          </div>
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="font-medium leading-snug">
              {product.title}
            </h3>
            <p className="text-xs text-muted-foreground">
              {[product.productType, collections.length ? collections.join(', ') : 'Sin colección'].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
        <ul aria-label={`Variantes de ${product.title}`} className="border-t">
          {product.variants.map((variant) => {
            const checkboxId = `variante-${variant.variantId.replace(/\W/g, '-')}`;
            return (
              <li key={variant.variantId} className="flex items-start gap-3 border-b px-3 py-2 last:border-b-0 sm:pl-10" data-variant-id={variant.variantId}>
                <Checkbox
                  id={checkboxId}
                  className="mt-0.5"
                  checked={selected.has(variant.variantId)}
                  onCheckedChange={(checked) => onToggle([variant.variantId], checked === true)}
                  aria-label={`Seleccionar ${variant.title}`}
                />
                <label htmlFor={checkboxId} className="flex min-w-0 flex-1 cursor-pointer flex-col gap-1 text-sm sm:flex-row sm:items-center sm:justify-between">
                  <span className="font-medium">{variant.title}</span>
                  <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    {variant.option1 ? <span>Color: {variant.option1}</span> : null}
                    {variant.option2 ? <span>Talla: {variant.option2}</span> : null}
                    {variant.barcode ? <span className="font-mono">Código: {variant.barcode}</span> : <span>Sin código de barras</span>}
                    <span>Stock: {variant.inventoryQuantity ?? '—'}</span>
                    <Badge variant={variant.available ? 'success' : 'destructive'}>{variant.available ? 'Disponible' : 'Agotado'}</Badge>
                    {variant.imported ? <Badge variant="outline">Importado</Badge> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
