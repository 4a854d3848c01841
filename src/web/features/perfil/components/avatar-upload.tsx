import { CameraIcon } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { toast } from '@web/lib/toast';
import { checkImageFile } from '@web/lib/image-file';
import { Avatar } from '@web/components/avatar';
import { useUploadAvatar } from '../api/upload-avatar';

/** Her photo (or initials) with a button to change it; the file is checked before any byte is sent. */
export function AvatarUpload({ nombre, avatarUrl }: { nombre: string; avatarUrl: string | null }) {
  const id = useId();
  const upload = useUploadAvatar();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file);
  };
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative">
        <Avatar nombre={nombre} src={avatarUrl} size={96} tone="muted" alt={`Foto de ${nombre}`} />
        <label
          htmlFor={id}
          className="absolute -right-1 -bottom-1 flex size-9 cursor-pointer items-center justify-center rounded-full border bg-card shadow-sm focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-accent"
        >
          <CameraIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">Cambiar foto de perfil</span>
          <input id={id} type="file" accept="image/*" className="sr-only" onChange={onFile} disabled={upload.isPending} />
        </label>
      </div>
      {upload.isPending ? <p className="text-xs text-muted-foreground">Subiendo foto...</p> : null}
    </div>
  );
}
