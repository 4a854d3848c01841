import { Button } from '@web/components/ui/button';
import { PublicFrame } from '@web/components/layouts/public-frame';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useAplicaFormulario } from '@web/features/aplicaciones/api/aplica';
import { AplicaForm } from '@web/features/aplicaciones/components/aplica-form';

/**
 * /aplica (public, issue 29 item 4): the link the brand shares. A creator answers the brand's questions
 * and an admin reviews her in Solicitudes; accepted, she gets her invitation by email.
 */
export function AplicaPage() {
  const formulario = useAplicaFormulario();
  return (
    <PublicFrame title="Colabora con la marca" description="Cuéntanos de ti. El equipo revisa cada solicitud y te responde por correo.">
      {formulario.isPending ? (
        <div className="space-y-4" role="status" aria-label="Cargando...">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : formulario.isError ? (
        <div className="flex flex-col items-center gap-3 text-center">
          <p role="alert" className="text-sm">
            {errorMessage(formulario.error)}
          </p>
          <Button variant="outline" onClick={() => void formulario.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <AplicaForm formulario={formulario.data} />
      )}
    </PublicFrame>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { AplicaPage as Component };
