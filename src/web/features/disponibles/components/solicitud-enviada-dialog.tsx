import { CheckCircle2Icon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { PATHS } from '@web/paths';

/** Spec §2: after a successful request, '¡Solicitud Enviada!' and a button to the pending list. */
export function SolicitudEnviadaDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const goToPending = () => navigate(PATHS.creator.colaboraciones);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && goToPending()}>
      <DialogContent>
        <DialogHeader className="items-center text-center">
          <CheckCircle2Icon className="size-12 text-success" aria-hidden="true" />
          <DialogTitle>¡Solicitud Enviada!</DialogTitle>
          <DialogDescription>
            Nuestro equipo verificará la disponibilidad del producto y te avisaremos para continuar con tu colaboración.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button className="w-full" onClick={goToPending}>
            Ver mis colaboraciones
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
