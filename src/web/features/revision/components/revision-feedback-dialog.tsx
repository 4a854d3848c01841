import { useId, useState, type FormEvent } from 'react';
import { ExpandIcon, PlayIcon } from 'lucide-react';
import { estaRevisada } from '@shared/domain/calificacion';
import { FEEDBACK_LABELS, FEEDBACK_STATUSES, type FeedbackStatus } from '@shared/domain/options';
import type { Entrega } from '@shared/schemas/entregas';
import { FEEDBACK_COMENTARIO_MAX } from '@shared/domain/revision';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useSaveFeedback } from '../api/revision-mutations';
import { CALIFICACION_DOT } from '@web/lib/calificacion-style';
import { TIPO_LABEL } from './revision-format';
import { formatFecha } from '@web/lib/format';

/**
 * Spec §2 feedback editor (admin mode): Excelente, Bueno or Descartado and an optional comment. Saving
 * closes it; 'Feedback actualizado' or 'Error al actualizar feedback' come from the mutation.
 */
export function RevisionFeedbackDialog({
  entrega,
  colaboracionId,
  onClose,
  onView,
}: {
  entrega: Entrega | undefined;
  colaboracionId: string;
  onClose: () => void;
  /** Opens the full-size viewer instead. */
  onView: () => void;
}) {
  const save = useSaveFeedback();
  return (
    <Dialog open={entrega !== undefined} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent width="md">
        {entrega ? (
          <FeedbackForm
            key={entrega.id}
            entrega={entrega}
            saving={save.isPending}
            onView={onView}
            onCancel={onClose}
            onSave={(feedbackStatus, feedbackComentario) =>
              save.mutate({ colaboracionId, entregaId: entrega.id, feedbackStatus, feedbackComentario }, { onSuccess: onClose })
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function FeedbackForm({
  entrega,
  saving,
  onView,
  onCancel,
  onSave,
}: {
  entrega: Entrega;
  saving: boolean;
  onView: () => void;
  onCancel: () => void;
  onSave: (status: FeedbackStatus, comentario: string | null) => void;
}) {
  // An unrated file (Sin revisar) starts with no choice: its stored 'bueno' is a default nobody chose,
  // and Guardar waits for one (issue 28: Guardar made it Bueno without a look).
  const [status, setStatus] = useState<FeedbackStatus | null>(estaRevisada(entrega) ? entrega.feedbackStatus : null);
  const [comentario, setComentario] = useState(entrega.feedbackComentario ?? '');
  const commentId = useId();
  const countId = useId();
  const tipo = TIPO_LABEL[entrega.tipoContenido];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    onSave(status, comentario.trim() === '' ? null : comentario.trim());
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>Calificar entrega</DialogTitle>
        <DialogDescription>
          {tipo} del {formatFecha(entrega.createdAt)}
        </DialogDescription>
      </DialogHeader>

      <div className="flex items-center gap-3">
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {entrega.tipoContenido === 'imagen' && (entrega.thumbUrl ?? entrega.url) ? (
            <img src={entrega.thumbUrl ?? entrega.url ?? undefined} alt="" className="size-full object-cover" />
          ) : (
            <PlayIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={onView}>
          <ExpandIcon aria-hidden="true" />
          Ver en tamaño completo
        </Button>
      </div>

      <fieldset className="flex flex-col gap-2" disabled={saving}>
        <legend className="mb-2 text-sm font-medium">Calificación</legend>
        {status ? null : <p className="-mt-1 text-xs text-muted-foreground">Sin revisar: elige una calificación para guardar.</p>}
        <div className="grid grid-cols-3 gap-2">
          {FEEDBACK_STATUSES.map((s) => (
            <label
              key={s}
              className={cn(
                'flex cursor-pointer items-center justify-center gap-2 rounded-md border px-2 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                status === s ? 'border-primary bg-accent text-accent-foreground ring-1 ring-primary' : 'bg-card hover:bg-accent/60',
              )}
            >
              <input type="radio" name="feedbackStatus" value={s} checked={status === s} onChange={() => setStatus(s)} className="sr-only" />
              <span className={cn('size-2.5 rounded-full', CALIFICACION_DOT[s])} aria-hidden="true" />
              {FEEDBACK_LABELS[s]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <Label htmlFor={commentId}>Comentario (opcional)</Label>
        <textarea
          id={commentId}
          value={comentario}
          onChange={(e) => setComentario(e.target.value)}
          maxLength={FEEDBACK_COMENTARIO_MAX}
          rows={4}
          disabled={saving}
          aria-describedby={countId}
          placeholder="Qué funcionó o qué mejorar"
          className="min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-50 md:text-sm"
        />
        <p id={countId} className="text-right text-xs text-muted-foreground tabular-nums">
          {comentario.length}/{FEEDBACK_COMENTARIO_MAX}
        </p>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving || !status}>
          {saving ? <Spinner /> : null}
          {saving ? 'Guardando...' : 'Guardar'}
        </Button>
      </DialogFooter>
    </form>
  );
}
