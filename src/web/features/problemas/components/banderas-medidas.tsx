import { TriangleAlertIcon } from 'lucide-react';
import { useBanderasMedidas } from '../api/problemas';

/** Medidas de Jeans: measurements that caused size problems, per product ("reportado chico en cintura ×3"). */
export function BanderasMedidas() {
  const query = useBanderasMedidas();
  const banderas = query.data?.banderas ?? [];
  if (banderas.length === 0) return null;
  return (
    <section className="rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm" aria-label="Reportes de talla" data-testid="banderas-medidas">
      <h2 className="mb-2 flex items-center gap-2 font-medium">
        <TriangleAlertIcon className="size-4" aria-hidden="true" />
        Reportes de talla de las colaboradoras
      </h2>
      <ul className="flex flex-col gap-1">
        {banderas.map((b) => (
          <li key={`${b.productId}:${b.texto}`}>
            <span className="font-medium">{b.producto}</span>: {b.texto} ×{b.veces}
          </li>
        ))}
      </ul>
    </section>
  );
}
