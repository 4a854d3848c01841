import { cva, type VariantProps } from 'class-variance-authority';
import { cloneElement, isValidElement, type ComponentProps, type ReactElement, type Ref } from 'react';
import { cn } from '@web/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center whitespace-nowrap rounded-md font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*="size-"])]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-card shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        /** Outline, for an action that removes or disconnects something. */
        'destructive-outline': 'border border-input bg-card text-destructive shadow-sm hover:bg-accent hover:text-accent-foreground',
        /** Outline over a picture: the card shows through, blurred. */
        'outline-overlay': 'border border-input bg-card/90 shadow-sm backdrop-blur hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        'ghost-destructive': 'text-destructive hover:bg-destructive/10 hover:text-destructive',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 gap-2 px-4 py-2 text-sm',
        sm: 'h-8 gap-2 px-3 text-xs',
        /** sm's text in a row of 36 px controls (a table row, a form row). */
        row: 'h-9 gap-2 px-3 text-xs',
        /** sm's text at the 40 px touch height, beside default-size controls. */
        toolbar: 'h-10 gap-2 px-3 text-xs',
        /** A menu trigger in a shell's header: text and a chevron, tight. */
        menu: 'h-9 gap-1 px-2.5 text-xs',
        lg: 'h-11 gap-2 px-6 text-base',
        icon: 'size-10 gap-2 text-sm',
        'icon-row': 'size-9 gap-2 text-sm',
        /** A link-styled action inside a line of text or a panel's header: no height or padding of its own. */
        inline: 'gap-1 text-xs',
      },
      /** fill: shares a row equally on phones, its own width from sm up; otherwise it never shrinks. */
      fill: { true: 'flex-1 sm:flex-none', false: 'shrink-0' },
    },
    defaultVariants: { variant: 'default', size: 'default', fill: false },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /** Its action is running (useAction's isPending): disabled and marked busy until it ends (issue 16). */
    pending?: boolean;
  };

type AnyProps = Record<string, unknown>;

/** Sets every ref it is given (React 19 passes refs as props). */
function composeRefs(...refs: (Ref<unknown> | undefined)[]): Ref<unknown> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}

/**
 * `asChild`: the button's props on its one child element instead of a <button> (a link that looks like
 * a button), as Radix's Slot does it: the child's handlers run first, then ours; classes and styles
 * combine; both refs are set. Ours rather than Radix's so that Radix stays off the first load (decision 033).
 */
function Slot({ children, ...slotProps }: AnyProps & { children?: unknown }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps>;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (childValue === undefined || childValue === null) merged[name] = slotValue;
    else if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'style') merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className') merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    else if (name === 'ref') merged.ref = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
  }
  return cloneElement(child, merged);
}

export function Button({ className, variant, size, fill, asChild = false, type, pending, disabled, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, fill }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    />
  );
}
