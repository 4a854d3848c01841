const DAY_MS = 24 * 60 * 60 * 1000;

export interface Plazo {
  overdue: boolean;
  /** 'Quedan N días', 'Queda 1 día' or 'Vencida hace N días'. */
  restante: string;
}

/** The days left until her publication due date (spec §5: 7 days from the day she marked it received). */
export function plazo(dueAt: string, now: Date): Plazo {
  const diff = Date.parse(dueAt) - now.getTime();
  if (diff < 0) {
    const days = Math.max(1, Math.floor(-diff / DAY_MS));
    return { overdue: true, restante: `Vencida hace ${days} ${days === 1 ? 'día' : 'días'}` };
  }
  // Partial days count as a day: right after she marks it received she has 7.
  const days = Math.max(1, Math.ceil(diff / DAY_MS));
  return { overdue: false, restante: days === 1 ? 'Queda 1 día' : `Quedan ${days} días` };
}
