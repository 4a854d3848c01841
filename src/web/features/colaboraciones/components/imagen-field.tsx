import { type ChangeEvent, useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import { UploadIcon } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { checkImageFile } from '@web/lib/image-file';
import { type UploadedImage, useUploadImagen } from '../api/upload-imagen';

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Imagen: a URL, or 'Subir imagen'. The file is checked here first (an image, at most 5 MB) and only
 * then sent; the form keeps the returned stored reference and the preview shows its thumbnail.
 */
export function ImagenField({
  value,
  onChange,
  onBlur,
  error,
  initialThumbUrl,
  initialImagen,
  onUploadingChange,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  /** The thumbnail of the image the collaboration already has (edit). */
  initialThumbUrl: string | null;
  initialImagen: string;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const fileId = useId();
  const upload = useUploadImagen();
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);

  const preview =
    uploaded && value === uploaded.imagen
      ? uploaded.thumbUrl
      : value && value === initialImagen && initialThumbUrl
        ? initialThumbUrl
        : isWebUrl(value)
          ? value
          : null;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (image) => {
        setUploaded(image);
        onChange(image.imagen);
      },
      onSettled: () => onUploadingChange(false),
    });
  }

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <FormField
        label="Imagen"
        error={error}
        hint={
          value.startsWith('storage://')
            ? 'Imagen guardada en Colabora. Puedes pegar otra URL o subir otra imagen (máx. 5 MB).'
            : 'Pega la URL de una imagen o súbela desde tu equipo (máx. 5 MB).'
        }
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              disabled={upload.isPending}
            />
            <label
              htmlFor={fileId}
              className={cn(
                buttonVariants({ variant: 'outline' }),
                'cursor-pointer focus-within:ring-[3px] focus-within:ring-ring/50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
                upload.isPending && 'pointer-events-none opacity-50',
              )}
            >
              {upload.isPending ? <Spinner /> : <UploadIcon aria-hidden="true" />}
              Subir imagen
              <input id={fileId} type="file" accept="image/*" className="sr-only" onChange={handleFile} disabled={upload.isPending} />
            </label>
          </div>
        )}
      </FormField>
      {preview ? (
        <img
          src={preview}
          alt="Vista previa de la imagen"
          width={120}
          height={120}
          className="size-30 rounded-lg border bg-muted object-cover"
          data-testid="imagen-preview"
        />
      ) : null}
    </div>
  );
}
