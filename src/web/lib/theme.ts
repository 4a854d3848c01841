import { createContext } from 'react';
import { THEME_PREFERENCE } from '@shared/ui-preferences';
import { readUiPreference, writeUiPreference } from './ui-preference';

/** Light, dark or follow the system (the default). Mirrors public/theme-init.js, which runs before paint. */
export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The remembered theme, from its cookie as the server wrote it into <html> (decision 104): no storage read. */
export function readStoredTheme(): Theme {
  const value = readUiPreference(THEME_PREFERENCE);
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function storeTheme(theme: Theme): void {
  writeUiPreference(THEME_PREFERENCE, theme === 'system' ? null : theme);
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches;
}

export function watchSystemTheme(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function resolveTheme(theme: Theme, systemDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme;
}

export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

export interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  /** Switches between light and dark (leaving 'system'). */
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
