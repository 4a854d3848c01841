import { ImageIcon, VideoIcon } from 'lucide-react';
import type { TipoContenido } from '@shared/domain/options';
import type { MiEntrega } from '@shared/schemas/entregas';
import { EmptyState } from '@web/components/ui/empty-state';
import { groupByFeedback } from '../lib/group-by-feedback';
import { FeedbackSection } from './feedback-section';
import { FotoGrid } from './foto-grid';
import { VideoGrid } from './video-grid';

const TAB = {
  imagen: {
    icon: ImageIcon,
    empty: 'Aún no tienes fotos entregadas',
    description: 'Las fotos que subas a tus colaboraciones aparecerán aquí, agrupadas según la calificación del equipo.',
    unit: ['foto', 'fotos'] as [string, string],
  },
  video: {
    icon: VideoIcon,
    empty: 'Aún no tienes videos entregados',
    description: 'Los videos que subas a tus colaboraciones aparecerán aquí, agrupados según la calificación del equipo.',
    unit: ['video', 'videos'] as [string, string],
  },
} as const;

/** One tab of Contenido: her files of one type under Excelente, Bueno and Descartado. */
export function ContenidoTab({ entregas, tipo }: { entregas: readonly MiEntrega[]; tipo: TipoContenido }) {
  const groups = groupByFeedback(entregas, tipo);
  const { icon, empty, description, unit } = TAB[tipo];
  if (groups.length === 0) return <EmptyState icon={icon} title={empty} description={description} />;
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <FeedbackSection key={group.status} status={group.status} count={group.items.length} unit={unit}>
          {tipo === 'imagen' ? <FotoGrid items={group.items} /> : <VideoGrid items={group.items} />}
        </FeedbackSection>
      ))}
    </div>
  );
}
