import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { dashboardResponseSchema, DashboardResponse } from '@shared/schemas/dashboard';
import { apiFetch, toastError } from '@web/lib/api-client';

/** The staff dashboard's load error (the creator's Inicio has its own, 'Error al cargar dashboard'). */
export const STAFF_DASHBOARD_ERROR = 'Error al cargar el resumen';

/** GET /api/dashboard (admin): live figures, recent deliveries, top creators, overdue collaborations. */
export async function getStaffDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  try {
    return await apiFetch<z.infer<typeof dashboardResponseSchema>>('/api/dashboard', { signal });
  } catch (error) {
    if (!signal?.aborted) toastError(error, undefined, { title: STAFF_DASHBOARD_ERROR });
    throw error;
  }
}

export const staffDashboardQueryOptions = queryOptions({
  queryKey: ['staff-dashboard'],
  queryFn: ({ signal }) => getStaffDashboard(signal),
  // Reviews, uploads and store events change every figure: read again on every visit.
  staleTime: 0,
});

export function useStaffDashboard() {
  return useQuery(staffDashboardQueryOptions);
}
