import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

export function Spinner({ className, size = 'sm' }: { className?: string; size?: 'sm' | 'lg' }) {
  return <LoaderCircleIcon aria-hidden="true" className={cn(size === 'lg' ? 'size-6' : 'size-4', 'animate-spin', className)} />;
}
