import { ArrowLeftIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from './button';

/** 'Volver': to a given path, or back in history when none is given. */
export function BackButton({ to, label = 'Volver' }: { to?: string; label?: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" size="sm" className="-ml-2 mb-2" onClick={() => void (to ? navigate(to) : navigate(-1))}>
      <ArrowLeftIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
