import type { LucideIcon } from 'lucide-react';
import { CameraIcon, ClockIcon, HashIcon, LightbulbIcon, VideoIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LIMITS } from '@shared/domain/limits';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';

const HASHTAGS = ['#Colaboración', '#OOTD', '#OutfitDelDía', '#DenimStyle', '#JeansLovers', '#ModaMexicana'];

function Section({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader layout="row" className="items-center">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm leading-relaxed">{children}</CardContent>
    </Card>
  );
}

function Spec({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-muted px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** /colaboradora/guia-tecnica: how to shoot and publish (spec §2), with the constants of spec §9. */
export function GuiaTecnicaPage() {
  return (
    <>
      <PageHeader title="Guía técnica" description="Todo lo que necesitas para que tus fotos y videos se vean increíbles." />
      <div className="flex flex-col gap-4">
        <Section icon={CameraIcon} title="Fotos">
          <dl className="grid gap-2 sm:grid-cols-3">
            <Spec label="Resolución mínima" value={`${LIMITS.photoMinWidth} x ${LIMITS.photoMinHeight} px`} />
            <Spec label="Orientación" value="Vertical" />
            <Spec label="Formato" value="JPG o PNG" />
          </dl>
          <p className="mt-3 text-muted-foreground">Toma tus fotos en vertical y en la máxima calidad de tu cámara; evita el zoom digital.</p>
        </Section>

        <Section icon={VideoIcon} title="Video">
          <dl className="grid gap-2 sm:grid-cols-2">
            <Spec label="Duración" value={`${LIMITS.videoMinSeconds} a ${LIMITS.videoMaxSeconds} segundos`} />
            <Spec label="Formato" value={`Vertical 9:16 (${LIMITS.videoWidth} x ${LIMITS.videoHeight} px)`} />
            <Spec label="Calidad mínima" value="HD" />
            <Spec label="Calidad recomendada" value="4K" />
          </dl>
          <p className="mt-3 text-muted-foreground">Graba en vertical, con el celular estable, y limpia la lente antes de empezar.</p>
        </Section>

        <Section icon={LightbulbIcon} title="Consejos">
          <ul className="flex flex-col gap-3">
            <li>
              <strong className="font-semibold">Iluminación:</strong> aprovecha la luz natural, de frente o de lado; evita el sol directo del
              mediodía y las sombras duras en la cara.
            </li>
            <li>
              <strong className="font-semibold">Fondo:</strong> elige un fondo limpio y sin distracciones para que la prenda sea la protagonista.
            </li>
            <li>
              <strong className="font-semibold">Ángulos:</strong> muestra el producto de frente, de lado y de espalda, además de detalles de
              cerca (bolsas, costuras, lavado).
            </li>
            <li>
              <strong className="font-semibold">Estilo:</strong> combina la prenda con un outfit que vaya con tu estilo y muéstrala en movimiento.
            </li>
          </ul>
        </Section>

        <Section icon={ClockIcon} title="Horarios para publicar">
          <p>Publica cuando tu comunidad está más activa:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            <li className="rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground">12:00 a 14:00 h</li>
            <li className="rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground">19:00 a 21:00 h</li>
          </ul>
        </Section>

        <Section icon={HashIcon} title="Hashtags y menciones">
          <p>Usa hashtags relacionados con tu publicación, por ejemplo:</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Hashtags sugeridos">
            {HASHTAGS.map((tag) => (
              <li key={tag} className="rounded-full border px-3 py-1 font-medium">
                {tag}
              </li>
            ))}
          </ul>
          <p className="mt-3">No olvides mencionar y etiquetar la cuenta oficial de la marca en tu publicación.</p>
        </Section>
      </div>
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { GuiaTecnicaPage as Component };
