import { useAction } from '@web/lib/use-action';
import { useNavigate } from 'react-router';
import { PATHS } from '../paths';
import { clearSessionCache, signOut } from './session';
import { markSignedOutOnPurpose } from './next-target';

/** 'Cerrar sesión' everywhere: POST sign-out, clear the cache, go to /auth. */
export function useSignOut() {
  const navigate = useNavigate();
  return useAction({
    mutationFn: signOut,
    onSuccess: () => {
      // Before the cache clears: the guard then sends her to plain /auth, not back to this screen.
      markSignedOutOnPurpose(true);
      clearSessionCache();
      void navigate(PATHS.auth, { replace: true });
    },
    meta: { errorFallback: 'No se pudo cerrar la sesión' },
  });
}
