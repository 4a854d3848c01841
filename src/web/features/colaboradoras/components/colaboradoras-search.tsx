import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@web/components/ui/input';

/**
 * 'Buscar nombre, ciudad o Instagram…': the text is sent ~300 ms after the last key. It follows the
 * URL too, so back and forward show the search that was run.
 */
export function ColaboradorasSearch({ value, onSearch, delayMs = 300 }: { value: string; onSearch: (q: string) => void; delayMs?: number }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div role="search" className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        Buscar colaboradoras
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder="Buscar nombre, ciudad o Instagram…"
        autoComplete="off"
        maxLength={100}
        className="pl-9"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(next), delayMs);
        }}
      />
    </div>
  );
}
