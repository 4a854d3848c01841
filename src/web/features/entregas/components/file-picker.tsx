import { useId, type ChangeEvent, type ReactNode } from 'react';
import { XIcon } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { formatBytes } from '@web/lib/format';

/**
 * A file input that looks like a button: the visible label names the input (so screen readers and
 * tests find it by 'Elegir fotos'), the input itself stays focusable and keyboard-operable.
 */
export function FilePickerButton({
  label,
  accept,
  multiple = false,
  disabled = false,
  icon,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  icon: ReactNode;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after a reload, to resume) still fires.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <label
      htmlFor={id}
      className={cn(
        buttonVariants({ variant: 'outline' }),
        'relative w-full cursor-pointer focus-within:ring-[3px] focus-within:ring-ring/50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring sm:w-fit',
        disabled && 'pointer-events-none opacity-50',
      )}
    >
      {icon}
      {label}
      <input id={id} type="file" accept={accept} multiple={multiple} disabled={disabled} className="sr-only" onChange={onChange} />
    </label>
  );
}

/** The files she chose and has not sent yet, each with a button to take it out. */
export function ChosenFiles({
  files,
  label,
  disabled = false,
  onRemove,
}: {
  files: File[];
  label: string;
  disabled?: boolean;
  onRemove: (file: File) => void;
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col divide-y rounded-lg border text-sm">
      {files.map((file) => (
        <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-2 py-1.5 pr-1.5 pl-3">
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(file.size)}</span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onRemove(file)}
            aria-label={`Quitar ${file.name}`}
            className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}
