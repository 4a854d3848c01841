import { cn } from '@web/lib/cn';

/**
 * 'Modo administrador''s switch: the design system's Switch (components/ui/switch.tsx) drawn alike, on a
 * plain button with the switch role. Radix's Switch sets state from its button's ref on mount (is it in a
 * form?) and measures its thumb in a layout effect: a forced layout and a second, synchronous render inside
 * the first commit of every visit to Entregas (decision 089). A <label htmlFor> names it and toggles it.
 */
export function RevisionAdminSwitch({ id, checked, onCheckedChange }: { id: string; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      data-state={state}
      data-slot="switch"
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent shadow-xs transition-colors outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        checked ? 'bg-primary' : 'bg-input',
      )}
    >
      <span
        data-state={state}
        className={cn('pointer-events-none block size-5 rounded-full bg-card shadow-md ring-0 transition-transform', checked ? 'translate-x-5' : 'translate-x-0')}
      />
    </button>
  );
}
