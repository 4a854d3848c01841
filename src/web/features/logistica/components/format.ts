const fecha = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric' });
const fechaHora = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

export const formatFecha = (iso: string) => fecha.format(new Date(iso));
export const formatFechaHora = (iso: string) => fechaHora.format(new Date(iso));
