import { Link } from 'react-router';
import { PATHS } from '@web/paths';
import { useMisVentas } from '@web/features/ventas/api/mis-ventas';
import { CodigoCard } from '@web/features/ventas/components/codigo-card';

/** Inicio's code card (issue 27): nothing while it loads or if it fails (Inicio is not about sales). */
export default function SuCodigo() {
  const ventas = useMisVentas();
  if (!ventas.data) return null;
  return (
    <div className="mt-6">
      <CodigoCard
        programaActivo={ventas.data.programaActivo}
        codigo={ventas.data.codigo}
        pie={
          <Link to={PATHS.creator.ventas} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Ver mis ventas
          </Link>
        }
      />
    </div>
  );
}
