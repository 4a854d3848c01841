/** The queue's job names for applications (decision 072): enqueued by features/aplicaciones, run by correo.jobs.ts. Accepting no longer queues the first (decision 079); its handler stays for jobs queued before. */
export const JOB_APLICACION_ACEPTADA = 'aplicacion-aceptada';
export const JOB_APLICACION_RECHAZADA = 'aplicacion-rechazada';
