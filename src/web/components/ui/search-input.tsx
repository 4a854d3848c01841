import { SearchIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@web/lib/cn';
import { Input } from './input';

type SearchInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** What screen readers announce (the visible box shows only `placeholder`). */
  label: string;
  value: string;
  /** The text to search for: at once, or `delayMs` after the last key. */
  onChange: (value: string) => void;
  /** Wait this long after the last key before searching (a search that asks the server). */
  delayMs?: number;
  /** Mark the box as the page's search landmark. */
  landmark?: boolean;
  /** The wrapper's width ('w-full sm:max-w-sm' unless given); `className` goes to the input. */
  wrapperClassName?: string;
};

/**
 * The app's one search box: a magnifier, a label for screen readers and, for server searches, a
 * debounce. The value may also change from outside (the URL on back and forward): the box follows it.
 */
export function SearchInput({ label, value, onChange, delayMs, landmark, wrapperClassName = 'w-full sm:max-w-sm', className, id, ...props }: SearchInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div role={landmark ? 'search' : undefined} className={cn('relative', wrapperClassName)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id={inputId}
        type="search"
        value={text}
        autoComplete="off"
        maxLength={100}
        className={cn('pl-9', className)}
        {...props}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (delayMs === undefined) return onChange(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onChange(next), delayMs);
        }}
      />
    </div>
  );
}
