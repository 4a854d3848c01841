import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A table row's checkbox: the browser's own, drawn in the primary color (issue 31, decision 082). The
 * design system's Checkbox (Radix) measures itself in a layout effect and sets state from its ref, so
 * each one forced a layout and a second synchronous render inside the commit: on Gestión's first rows
 * that was a 190 ms task (132 ms of it layout). `checked: 'indeterminate'` shows the mixed state, and
 * data-state says which of the three it is, as the Radix one did.
 */
export function RowCheckbox({
  checked,
  onCheckedChange,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const mixed = checked === 'indeterminate';
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked === true}
      onChange={(e) => onCheckedChange(e.currentTarget.checked)}
      data-state={mixed ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
      className={cn('size-4 shrink-0 cursor-pointer align-middle accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50', className)}
      {...props}
    />
  );
}
