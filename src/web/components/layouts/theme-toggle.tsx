import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useTheme } from '@web/lib/use-theme';

/** Light/dark switch (aria-label 'Cambiar tema'); the first choice leaves the system default. */
export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <Button variant="ghost" size="icon" aria-label="Cambiar tema" aria-pressed={dark} title={dark ? 'Usar tema claro' : 'Usar tema oscuro'} onClick={toggleTheme}>
      {dark ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}
