import { PageHeader } from '@web/components/ui/page-header';

/** /logistica/problemas (admin or tienda): Problemas. */
export function ProblemasPage() {
  return <PageHeader title="Problemas" description="Tallas que no quedaron, paquetes dañados o que no llegaron." />;
}

export { ProblemasPage as Component };
