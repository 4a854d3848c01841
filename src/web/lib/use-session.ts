import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from './session';

/** The signed-in person and role (data null: nobody signed in). */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
