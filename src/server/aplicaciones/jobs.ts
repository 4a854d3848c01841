/** The queue's job names for applications (decision 072): enqueued by features/aplicaciones, run by correo.jobs.ts. */
export const JOB_APLICACION_ACEPTADA = 'aplicacion-aceptada';
export const JOB_APLICACION_RECHAZADA = 'aplicacion-rechazada';
