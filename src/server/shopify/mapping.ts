import { MARCAS, TIPOS } from '../../shared/domain/options';
import type { CatalogueProduct } from './catalogue';
import { productImage } from './catalogue';
import type { VariantNode } from './replies';
import { unitCostOf, type MirrorProduct, type MirrorVariant } from './mirror';

/** What an imported variant becomes in colaboraciones (spec §7 bulk insert of imported variants). */
export interface ImportedFields {
  titulo: string;
  nombreVisualizacion: string;
  producto: string;
  tipo: string | null;
  talla: string | null;
  color: string | null;
  marca: string | null;
  barcode: string | null;
  imagen: string | null;
  shopifyProductId: string;
  shopifyVariantId: string;
  shopifyInventoryItemId: string;
  shopifyInventoryQuantity: number | null;
  /** The variant's inventory unit cost (issue 19); both NULL when the store has none. */
  costoUnitario: string | null;
  costoMoneda: string | null;
  available: boolean;
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

export function optionValue(v: Pick<VariantNode, 'selectedOptions'>, names: readonly string[]): string | null {
  const wanted = names.map(fold);
  return v.selectedOptions.find((o) => wanted.includes(fold(o.name)))?.value.trim() || null;
}

export const colorOf = (v: Pick<VariantNode, 'selectedOptions'>) => optionValue(v, ['Color', 'Colour']);
export const tallaOf = (v: Pick<VariantNode, 'selectedOptions'>) => optionValue(v, ['Talla', 'Size', 'Tamaño']);

/** productType when it is one of the spec's cuts, else a cut named in the title, else null. */
export function tipoOf(productType: string | null, title: string): string | null {
  const byType = TIPOS.find((t) => fold(t) === fold(productType ?? ''));
  if (byType) return byType;
  const t = ` ${fold(title)} `;
  return TIPOS.find((tipo) => t.includes(` ${fold(tipo)} `)) ?? null;
}

export function marcaOf(vendor: string | null): string | null {
  return MARCAS.find((m) => fold(m) === fold(vendor ?? '')) ?? null;
}

/** Available for the creators' list: sellable and at least one in stock (spec §5). */
export function isAvailable(v: { availableForSale: boolean; inventoryQuantity: number | null }): boolean {
  return v.availableForSale && (v.inventoryQuantity ?? 0) >= 1;
}

const clip = (s: string | null, max: number) => (s === null ? null : s.slice(0, max));

/**
 * The name staff and creators read on every card (Confirmación showed 'Sin nombre' for every import):
 * the product's title and what tells its variants apart, 'Jeans Campana Balam · Talla 28 · Negro'.
 * The size is named ('Talla 28', not a bare '28'); a colour already in the title is not repeated; a
 * variant without size or colour options keeps its own title, and Shopify's 'Default Title' is dropped.
 */
export function nombreVisualizacionOf(p: { title: string }, v: Pick<VariantNode, 'title' | 'selectedOptions'>): string {
  const title = p.title.trim();
  const talla = tallaOf(v);
  const color = colorOf(v);
  const parts: string[] = [];
  if (talla) parts.push(`Talla ${talla}`);
  if (color && !fold(title).includes(fold(color))) parts.push(color);
  const variantTitle = v.title.trim();
  if (parts.length === 0 && variantTitle && variantTitle !== 'Default Title') parts.push(variantTitle);
  return [title, ...parts].join(' · ').slice(0, 100);
}

export function toImportedFields(p: CatalogueProduct, v: VariantNode): ImportedFields {
  return fieldsOf(
    { id: p.id, title: p.title, vendor: p.vendor, productType: p.productType, image: productImage(p), collections: p.collections.nodes },
    { ...v, inventoryItemId: v.inventoryItem.id, ...unitCostOf(v.inventoryItem.unitCost) },
  );
}

/** The same fields from the mirror's rows (import and re-sync read the mirror, not the store). */
export function fieldsFromMirror(p: MirrorProduct, v: MirrorVariant): ImportedFields {
  return fieldsOf(
    { id: p.id, title: p.titulo, vendor: p.vendor, productType: p.productType, image: p.imagen, collections: p.colecciones },
    {
      id: v.id,
      title: v.titulo,
      barcode: v.barcode,
      selectedOptions: v.opciones,
      inventoryQuantity: v.inventoryQuantity,
      availableForSale: v.availableForSale,
      inventoryItemId: v.inventoryItemId ?? '',
      costoUnitario: v.costoUnitario,
      costoMoneda: v.costoMoneda,
    },
  );
}

interface ProductFacts {
  id: string;
  title: string;
  vendor: string | null;
  productType: string | null;
  image: string | null;
  collections: readonly { title: string }[];
}
interface VariantFacts extends Pick<VariantNode, 'id' | 'title' | 'barcode' | 'selectedOptions' | 'inventoryQuantity' | 'availableForSale'> {
  inventoryItemId: string;
  costoUnitario: string | null;
  costoMoneda: string | null;
}

function fieldsOf(p: ProductFacts, v: VariantFacts): ImportedFields {
  const variantTitle = v.title.trim();
  const titulo = variantTitle && variantTitle !== 'Default Title' ? `${p.title} - ${variantTitle}` : p.title;
  return {
    // The table's limits (spec §9): titles and products at most 100, types/colors/brands 50, sizes 10.
    titulo: (titulo.trim() || 'Producto sin título').slice(0, 100),
    nombreVisualizacion: nombreVisualizacionOf(p, v),
    producto: (p.collections[0]?.title || 'Jeans').slice(0, 100),
    tipo: tipoOf(p.productType, p.title),
    talla: clip(tallaOf(v), 10),
    color: clip(colorOf(v), 50),
    marca: marcaOf(p.vendor),
    barcode: v.barcode?.trim() || null,
    imagen: p.image,
    shopifyProductId: p.id,
    shopifyVariantId: v.id,
    shopifyInventoryItemId: v.inventoryItemId,
    shopifyInventoryQuantity: v.inventoryQuantity,
    costoUnitario: v.costoUnitario,
    costoMoneda: v.costoMoneda,
    available: isAvailable(v),
  };
}
