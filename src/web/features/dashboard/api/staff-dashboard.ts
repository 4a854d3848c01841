import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { dashboardResponseSchema, DashboardResponse } from '@shared/schemas/dashboard';
import { apiFetch } from '@web/lib/api-client';
import { staffDashboardKey } from '@web/lib/query-keys';

/** The staff dashboard's load error (the creator's Inicio has its own, 'Error al cargar dashboard'). */
export const STAFF_DASHBOARD_ERROR = 'Error al cargar el resumen';

/** GET /api/dashboard (admin): live figures, recent deliveries, top creators, overdue collaborations. */
export function getStaffDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return apiFetch<z.infer<typeof dashboardResponseSchema>>('/api/dashboard', { signal });
}

export const staffDashboardQueryOptions = queryOptions({
  queryKey: staffDashboardKey,
  queryFn: ({ signal }) => getStaffDashboard(signal),
  meta: { errorTitle: STAFF_DASHBOARD_ERROR },
  // Reviews, uploads and store events change every figure: read again on every visit.
  staleTime: 0,
});

/** `refetchOnMount: false` for a page whose route's loader has just read it (the Dashboard's). */
export function useStaffDashboard(opts: { refetchOnMount?: boolean } = {}) {
  return useQuery({ ...staffDashboardQueryOptions, ...opts });
}
