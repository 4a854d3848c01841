import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LinkIcon, PlusIcon } from 'lucide-react';
import { MAX_PUBLICACIONES } from '@shared/domain/publicaciones';
import { publicacionInputSchema, type PublicacionInput } from '@shared/schemas/publicaciones';
import { PublicacionesLista } from '@web/components/publicaciones-lista';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useBusqueda } from '../api/get-busqueda';
import { usePublicaciones } from '../api/get-publicaciones';
import { useAddPublicacion, useDeletePublicacion } from '../api/publicacion-mutations';

const resolver = zodResolver(publicacionInputSchema) as unknown as Resolver<PublicacionInput>;

/**
 * 'Mis publicaciones' (issue 18 item 5, decision 047): she pastes the link of each post she published
 * with the item; the first one meets her 7-day rule. `canEdit` while the collaboration takes links
 * (produccion, revision, entregado); the server checks the same and answers in Spanish otherwise.
 */
export function PublicacionesCard({ colaboracionId, canEdit }: { colaboracionId: string; canEdit: boolean }) {
  const query = usePublicaciones(colaboracionId);
  const busqueda = useBusqueda(canEdit ? colaboracionId : '');
  const add = useAddPublicacion(colaboracionId);
  const remove = useDeletePublicacion(colaboracionId);
  const form = useForm<PublicacionInput>({ resolver, defaultValues: { url: '' } });
  const publicaciones = query.data?.publicaciones;
  const full = (publicaciones?.length ?? 0) >= MAX_PUBLICACIONES;

  const onSubmit = form.handleSubmit(async ({ url }) => {
    try {
      await add.mutateAsync(url);
      form.reset({ url: '' });
    } catch {
      // The toast came from the one error path; her text stays in the field to correct.
    }
  });

  return (
    <Card data-testid="publicaciones-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LinkIcon className="size-5" aria-hidden="true" />
          Mis publicaciones
        </CardTitle>
        <CardDescription>
          Agrega el enlace de cada publicación que hiciste con tu producto en Instagram, TikTok, YouTube Shorts o Facebook. Con el primer enlace
          cumples tu plazo de publicación.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {canEdit && busqueda.data ? (
          <div className="flex flex-col gap-1 rounded-lg bg-muted p-3 text-sm" data-testid="publicacion-codigo">
            <p>
              Incluye <strong className="font-mono">#{busqueda.data.codigo}</strong> en tu publicación o etiqueta a la marca: la encontraremos sola y
              no tendrás que pegar el enlace.
            </p>
            {busqueda.data.aviso ? <p className="font-medium">{busqueda.data.aviso}</p> : null}
          </div>
        ) : null}
        {canEdit ? (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3" aria-busy={add.isPending}>
            <FormField
              label="Enlace de tu publicación"
              hint={full ? `Ya agregaste ${MAX_PUBLICACIONES} enlaces, el máximo por colaboración.` : 'Cópialo con el botón Compartir de tu publicación.'}
              error={form.formState.errors.url?.message}
            >
              {(f) => (
                <Input
                  {...f}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="https://www.instagram.com/p/…"
                  disabled={full}
                  {...form.register('url')}
                />
              )}
            </FormField>
            <Button type="submit" className="w-full sm:w-auto sm:self-start" pending={add.isPending} disabled={full}>
              {add.isPending ? <Spinner /> : <PlusIcon aria-hidden="true" />}
              Agregar enlace
            </Button>
          </form>
        ) : null}

        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : publicaciones && publicaciones.length > 0 ? (
          <>
            <p className="text-sm text-muted-foreground">{`${publicaciones.length} de ${MAX_PUBLICACIONES} enlaces`}</p>
            <PublicacionesLista
              publicaciones={publicaciones}
              onRemove={canEdit ? (p) => remove.mutate(p.id) : undefined}
              removing={remove.isPending ? remove.variables : null}
            />
          </>
        ) : query.isError ? null : (
          <p className="text-sm text-muted-foreground">Aún no agregas enlaces de tus publicaciones.</p>
        )}
      </CardContent>
    </Card>
  );
}
