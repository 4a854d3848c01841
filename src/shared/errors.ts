import { INTERNAL_ERROR_MESSAGE } from './error-body';
import { MAX_PUBLICACIONES } from './domain/publicaciones';

export { INTERNAL_ERROR_MESSAGE, isApiErrorBody, type ApiErrorBody } from './error-body';

/**
 * Error codes the API answers with, as { error: { code, message } }, and their Spanish messages.
 * The server throws AppError(code); the web shows `message` in one place (lib/api-client.ts).
 */
export const ERROR_MESSAGES = {
  UNAUTHENTICATED: 'Tu sesión expiró. Inicia sesión de nuevo.',
  FORBIDDEN: 'No tienes permiso para realizar esta acción.',
  NOT_FOUND: 'No encontrado.',
  VALIDATION: 'Revisa los datos enviados.',
  // Bodies the API cannot read (issue 14): not JSON at all, or not labelled as JSON.
  INVALID_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
  UNSUPPORTED_MEDIA_TYPE: 'Envía los datos en formato JSON.',
  CONFLICT: 'La información cambió mientras trabajabas. Recarga e intenta de nuevo.',
  // A create repeated with its form's key (decision 039) but other data: never two rows, never a guess.
  IDEMPOTENCY_KEY_REUSED: 'Este formulario ya se guardó con otros datos. Cierra el formulario y vuelve a abrirlo.',
  IDEMPOTENCY_KEY_INVALID: 'La clave del formulario no es válida. Recarga la página e intenta de nuevo.',
  INVALID_CREDENTIALS: 'Correo o contraseña incorrectos',
  CURRENT_PASSWORD_WRONG: 'La contraseña actual no es correcta',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo',
  RATE_LIMITED: 'Demasiados intentos. Espera un momento e intenta de nuevo.',
  LAST_ADMIN: 'Debe quedar al menos un administrador',
  // Gestión de Roles in batches (issue 28): her own role changes one at a time, never in a batch.
  ROL_PROPIO_EN_LOTE: 'No puedes cambiar tu propio rol en una asignación en lote. Quítate de la selección.',
  USUARIOS_NO_ENCONTRADOS: 'Algunas personas de la selección ya no existen. Recarga la lista.',
  // Password recovery and email links (issue 17).
  RESET_TOKEN_INVALID: 'El enlace no es válido o ya venció. Pide uno nuevo.',
  BAJA_INVALIDA: 'Este enlace para dejar de recibir correos no es válido.',
  BAJA_EXPIRADA: 'Este enlace para dejar de recibir correos ya venció. Cambia tus avisos en Preferencias de correo.',
  AVISO_NOT_FOUND: 'Aviso no encontrado',
  // ZIP downloads (issue 18).
  TERMINOS_NO_ACEPTADOS: 'Acepta los términos de uso vigentes para enviar tu contenido. Si cambiaron, recarga la página para leerlos.',
  DESCARGA_VACIA: 'No hay archivos que descargar con este filtro.',
  DESCARGA_DEMASIADOS: 'Son demasiados archivos para una sola descarga (más de 5,000). Elige un mes o una calificación.',
  BAD_ORIGIN: 'Solicitud rechazada por seguridad. Recarga la página.',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
  INVALID_IMAGE: 'Por favor selecciona un archivo de imagen válido',
  IMAGE_TOO_LARGE: 'La imagen debe ser menor a 5MB',
  FILE_LINK_INVALID: 'El enlace del archivo no es válido.',
  FILE_LINK_EXPIRED: 'El enlace del archivo expiró. Recarga la página.',
  NOT_AVAILABLE: 'Esta colaboración ya no está disponible',
  ACTIVE_COLLABORATION: 'Ya tienes una colaboración activa. Complétala primero.',
  ACTIVE_COLLABORATION_POLICY: 'Ya cuentas con una colaboración activa. Complétala primero.',
  PROFILE_NOT_FOUND: 'No se encontró tu perfil',
  INTERNAL: INTERNAL_ERROR_MESSAGE,
  /** Text PostgreSQL cannot store (a NUL character). */
  TEXT_NOT_STORABLE: 'El texto contiene caracteres no válidos',
  URL_INVALID: 'Debe ser una URL válida',
  RANGE_NOT_SATISFIABLE: 'Rango no válido',
  INVALID_VIDEO: 'Por favor selecciona un archivo de video válido (MP4 o MOV)',
  // Database rules that refused a collaboration's write (features/colaboraciones/constraint-errors.ts).
  COLABORADORA_HAS_ACTIVE: 'La colaboradora ya tiene una colaboración activa',
  COLABORACION_DUPLICATE: 'Ya existe una colaboración con esos datos',
  COLABORACION_RULES: 'Los datos no cumplen las reglas de la colaboración',
  COLABORACION_REFERENCED: 'La colaboración tiene registros relacionados',
  /** Issue 28 item 2: delivered files are the brand's content; the database refuses the delete too. */
  COLABORACION_CON_CONTENIDO:
    'No se puede eliminar una colaboración con archivos entregados: son contenido de la marca. Cámbiala a Cancelada y sus archivos se quedan en Contenido con sus derechos de uso.',
  // Invitation links (Nueva Colaboradora).
  INVITACION_INVALIDA: 'Esta invitación no es válida. Pide al equipo de la marca un enlace nuevo.',
  INVITACION_USADA: 'Esta invitación ya fue usada. Pide al equipo de la marca un enlace nuevo.',
  INVITACION_EXPIRADA: 'Esta invitación expiró. Pide al equipo de la marca un enlace nuevo.',
  INVITACION_CON_ROL: 'Tu cuenta ya tiene un rol asignado, así que la invitación no se usó.',
  // Not found, by what was looked for.
  COLABORACION_NOT_FOUND: 'Colaboración no encontrada',
  /** Her collaboration's screen: missing or not hers (spec §8 'Error al cargar la colaboración'). */
  MI_COLABORACION_NOT_FOUND: 'Error al cargar la colaboración',
  COLABORADORA_NOT_FOUND: 'Colaboradora no encontrada',
  ENTREGA_NOT_FOUND: 'Entrega no encontrada',
  FILE_NOT_FOUND: 'Archivo no encontrado',
  USER_NOT_FOUND: 'Usuario no encontrado',
  // A collaboration not in the state a step needs (server/domain/transition.ts names one per step).
  ESTADO_CONFLICT: 'La colaboración cambió de estado. Recarga e intenta de nuevo.',
  NOT_IN_CONFIRMACION: 'Esta colaboración ya no está en confirmación. Recarga la página.',
  NOT_IN_EMPAQUETADO: 'La colaboración ya no está esperando tu pedido. Recarga la página.',
  NOT_IN_LOGISTICA: 'La colaboración no está en logística. Recarga la página.',
  NOT_IN_PRODUCCION: 'Esta colaboración ya no está en producción. Recarga la página.',
  NOT_IN_REVISION: 'Esta colaboración ya no está en revisión. Recarga la página.',
  SIN_PEDIDO: 'La colaboración aún no tiene un enlace de pedido. Intenta más tarde.',
  /** Recibido before the store reported her order (issue 28): her word alone does not move it on. */
  PEDIDO_NO_REGISTRADO: 'La tienda aún no registra tu pedido. Podrás marcarlo como recibido cuando la tienda lo confirme.',
  NOT_FROM_STORE: 'Esta colaboración no viene de la tienda de Shopify: no se puede crear su draft order.',
  UPLOADS_CLOSED: 'Ya no puedes modificar el contenido de esta colaboración',
  MISSING_CONTENT: 'Debes agregar el contenido antes de enviar',
  // Proof of publication (issue 18 item 5, decision 047).
  PUBLICACION_NOT_FOUND: 'Publicación no encontrada',
  PUBLICACIONES_CLOSED: 'Puedes agregar o quitar tus publicaciones cuando la colaboración está en producción, en revisión o entregada.',
  PUBLICACION_DUPLICADA: 'Ya agregaste este enlace a esta colaboración',
  PUBLICACIONES_LIMITE: `Puedes agregar hasta ${MAX_PUBLICACIONES} publicaciones por colaboración`,
  // The store (issue 4).
  STORE_NOT_CONFIGURED: 'La tienda de Shopify no está configurada. Configúrala en Configuración.',
  STORE_ENV_MANAGED: 'La conexión con la tienda está definida por variables de entorno del servidor.',
  STORE_ERROR: 'No se pudo comunicar con la tienda de Shopify. Intenta de nuevo.',
  STORE_AUTH: 'La tienda rechazó las credenciales. Revisa el dominio y el token de acceso.',
  IMPORT_FAILED: 'Error al importar productos',
  SYNC_FAILED: 'Error al sincronizar con Shopify',
  DRAFT_ORDER_FAILED: 'Error al crear el pedido borrador en la tienda',
  // Problems with a parcel (issue 29).
  PROBLEMA_NO_APLICA: 'Solo puedes reportar un problema mientras tu colaboración está en Logística o Producción.',
  PROBLEMA_FOTO_REQUERIDA: 'Agrega una foto del daño.',
  PROBLEMA_MEDIDA_REQUERIDA: 'Elige qué medida no te quedó.',
  NO_LLEGO_TODAVIA: 'Tu paquete todavía está en camino. Podrás reportarlo cuando la tienda lo marque entregado o 10 días después del envío.',
  PROBLEMA_NOT_FOUND: 'Problema no encontrado',
  PROBLEMA_YA_RESUELTO: 'Este problema ya se resolvió. Recarga la página.',
  PROBLEMA_NOTA_REQUERIDA: 'Escribe una nota para cerrar el problema.',
  REEMPLAZO_SIN_STOCK: 'Esa variante ya no tiene existencias en la tienda. Elige otra; no se envió nada.',
  REEMPLAZO_VARIANTE_INVALIDA: 'El reemplazo debe ser una variante del mismo producto (la misma, si llegó dañado o no llegó).',
  REEMPLAZO_SIN_PEDIDO: 'Primero completa el pedido del reemplazo: podrás marcarlo recibido cuando la tienda lo confirme.',
  DEVOLUCION_NO_APLICA: 'Esta pieza no tiene una devolución pendiente.',
  WEBHOOK_INVALID: 'Firma del webhook no válida.',
  WEBHOOK_MALFORMED: 'Webhook mal formado.',
  VARIANTS_GONE: 'Las variantes seleccionadas ya no existen en la tienda de Shopify',
  // Store jobs: import, re-sync and the catalogue read run in the background (issue 19).
  STORE_JOB_RUNNING: 'Ya hay un trabajo de la tienda en curso. Espera a que termine.',
  STORE_JOB_NOT_FOUND: 'Trabajo de la tienda no encontrado',
  // What went wrong talking to the store (shopify/errors.ts ShopifyError), shown under the step's code.
  STORE_THROTTLED: 'La tienda de Shopify está recibiendo demasiadas solicitudes. Intenta de nuevo en un momento.',
  STORE_UNAVAILABLE: 'La tienda de Shopify no respondió. Intenta de nuevo en un momento.',
  STORE_UNCERTAIN: 'La tienda de Shopify no confirmó la operación. Intenta de nuevo.',
  STORE_SCOPE:
    'La app de la tienda no tiene los permisos necesarios (read_products, read_inventory, write_draft_orders, read_orders, read_fulfillments).',
  STORE_CLIENT_CREDENTIALS: 'La tienda rechazó el Client ID o el Client secret.',
  STORE_DOMAIN_NOT_FOUND: 'No se encontró la tienda. Revisa el dominio.',
  STORE_MAX_COST: 'La consulta a la tienda es demasiado grande.',
  STORE_REJECTED: 'La tienda de Shopify rechazó la solicitud.',
  /** A mutation's userErrors; the answer carries the store's own words (userErrorsMessage). */
  STORE_USER_ERROR: 'La tienda de Shopify rechazó la operación.',
  STORE_INVALID_REPLY: 'La tienda de Shopify respondió algo inesperado.',
  STORE_NO_INVOICE_URL: 'La tienda de Shopify no devolvió el enlace del pedido.',
  // Resumable video uploads (tus): the protocol's own refusals, in our words (issue 14).
  UPLOAD_INVALID: 'No se pudo continuar la carga del video. Recarga la página e inténtalo de nuevo.',
  UPLOAD_CONFLICT: 'La carga del video se desfasó. Reanúdala para continuar donde se quedó.',
  VIDEO_TOO_LARGE: 'El video debe ser menor a 1GB',
  UPLOAD_FAILED: 'No se pudo guardar el video. Intenta de nuevo en unos minutos.',
  // Uploads that never lose or leak (issue 18 item 6, decision 046).
  UPLOAD_EXPIRED: 'Esta carga venció porque pasó más de un día sin terminarse. Vuelve a subir el video.',
  UPLOADS_TOO_MANY: 'Ya tienes varios videos subiéndose. Espera a que terminen, o cancela alguno, antes de empezar otro.',
  COLLABORATION_STORAGE_FULL: 'Esta colaboración ya no tiene espacio para más archivos. Elimina alguno antes de subir otro.',
  // The ghosted queue's reminder by hand (issue 20 item 3).
  RECORDATORIO_NO_APLICA: 'Esta colaboración ya no está esperando la entrega de la creadora. Recarga la página.',
  RECORDATORIO_YA_ENVIADO: 'Ya le enviaste un recordatorio hoy por esta colaboración. Podrás enviar otro mañana.',
  // Sales attribution (issue 27, decision 063).
  PROGRAMA_VENTAS_INACTIVO: 'El programa de ventas no está activo. Actívalo en Configuración.',
  CODIGO_NOT_FOUND: 'Esta creadora aún no tiene código de descuento.',
  CODIGO_EN_PROCESO: 'El código de esta creadora se está creando en la tienda. Espera un momento.',
  CODIGO_ESTADO: 'El código cambió de estado. Recarga la página.',
  CODIGO_CAMBIADO_EN_TIENDA: 'Este código fue eliminado o cambiado en la tienda: genera uno nuevo en vez de reactivarlo.',
  CODIGOS_PAUSADOS: 'Los códigos están en pausa: la app de la tienda no tiene el permiso write_discounts (crear descuentos). Agrégalo y vuelve a probar la conexión.',
  STORE_SCOPE_DISCOUNTS: 'La tienda no permite crear descuentos: a la app le falta el permiso write_discounts. Agrégalo en la app de Shopify y vuelve a probar la conexión.',
  STORE_SCOPE_ORDERS: 'La tienda no permite leer pedidos: a la app le falta el permiso read_orders, necesario para atribuir ventas. Agrégalo en la app de Shopify y vuelve a probar la conexión.',
  CLABE_INVALIDA: 'La CLABE no es válida: revisa los 18 dígitos.',
  SIN_DATOS_PAGO: 'La creadora no ha registrado su CLABE en su perfil.',
  NADA_POR_PAGAR: 'Esta creadora no tiene comisiones disponibles para pagar en esa moneda.',
  PAGO_NO_COINCIDE: 'El monto del pago debe ser igual a lo disponible de la creadora en esa moneda. Recarga la página.',
  PAGO_DUPLICADO: 'Ya registraste un pago con esa referencia.',
  // Applications from /aplica (issue 29 item 4, decision 072).
  APLICACION_NOT_FOUND: 'Solicitud no encontrada',
  APLICACION_YA_DECIDIDA: 'Esta solicitud ya fue revisada. Recarga la página.',
  APLICACION_FICHA: 'El formulario expiró. Recarga la página e intenta de nuevo.',
  APLICACION_MUY_RAPIDA: 'Tómate un momento para revisar tus respuestas y vuelve a enviarlas.',
  APLICACION_PREGUNTAS_CAMBIARON: 'Otra persona cambió las preguntas mientras editabas. Recarga la página para ver sus cambios.',
  APLICACIONES_DEMASIADAS: 'Recibimos demasiadas solicitudes desde tu conexión o con este correo. Espera unos minutos e intenta de nuevo.',
  // Ad authorizations on a collaboration's usage record (issue 30 item 4, decision 073).
  AUTORIZACION_NOT_FOUND: 'Autorización de anuncio no encontrada',
  AUTORIZACION_SIN_DERECHOS: 'Esta colaboración aún no tiene términos de uso aceptados: la autorización de anuncio se agrega cuando la creadora envía su contenido.',
  AUTORIZACION_DUPLICADA: 'Ese código Spark ya está registrado en esta colaboración.',
  // Proof of publication found by itself (issue 30).
  INSTAGRAM_DATOS_FALTANTES: 'Faltan datos de la conexión con Instagram.',
  INSTAGRAM_RECHAZADA: 'Instagram rechazó la conexión. Revisa el ID de la cuenta y el token.',
  INSTAGRAM_NO_CONECTADA: 'Instagram no está conectado.',
  TIKTOK_NO_DISPONIBLE: 'La conexión con TikTok no está configurada en este servidor (faltan TIKTOK_CLIENT_KEY y TIKTOK_CLIENT_SECRET).',
  TIKTOK_NO_CONECTADA: 'No tienes TikTok conectado.',
  PUBLICACION_ENCONTRADA: 'Esta publicación la encontramos automáticamente. Si no es tuya, avisa al equipo para que la desvincule.',
  // Observability (decision 031).
  METRICS_TOKEN_INVALID: 'Token de métricas ausente o no válido.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;


/**
 * Spec §5: sign-in and sign-up "both require an email (or phone) and a password. Otherwise: 'You must
 * provide either an email or phone number and a password.'" That English is the hosted backend's default
 * text the spec was written against; the product speaks Spanish, and offers no phone sign-in, so the
 * rule keeps its meaning in her words (decision 058).
 */
export const CREDENTIALS_REQUIRED_MESSAGE = 'Escribe tu correo y tu contraseña.';
