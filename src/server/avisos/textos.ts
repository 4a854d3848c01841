import { ROLE_LABELS, type Role } from '../../shared/domain/roles';
import { FEEDBACK_LABELS, type FeedbackStatus } from '../../shared/domain/options';
import { SCREENS } from '../../shared/routes';
import type { AvisoTipo } from '../../shared/schemas/avisos';
import type { EmailContent } from '../mail/templates/layout';
import type { NoticeInput } from './avisar';
import { MEXICO_TZ } from '../../shared/mexico-time';

/**
 * Every notice's words (es-MX), in one place: the inbox row's title and body when the event happens, and
 * the email built from one or several rows when it is sent. Dates read in Mexico City's time.
 */
const TZ = MEXICO_TZ;
const fechaLarga = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: TZ });
export const formatFechaMx = (d: Date): string => fechaLarga.format(d);

const colaboracionPath = (id: string) => SCREENS.colaboracion.path.replace(':id', id);

export const textos = {
  problemaReportado(c: { id: string; producto: string; creadora: string; tipo: string }, clave: string): NoticeInput {
    return {
      tipo: 'problema_reportado',
      clave,
      titulo: 'Problema reportado',
      cuerpo: `${c.creadora} reportó «${c.tipo}» en ${c.producto}. Resuélvelo en Problemas.`,
      enlace: SCREENS.problemas.path,
      datos: { colaboracionId: c.id, producto: c.producto, creadora: c.creadora },
    };
  },
  problemaResuelto(c: { id: string; producto: string; reemplazo: boolean; nota: string | null }, clave: string): NoticeInput {
    return {
      tipo: 'problema_resuelto',
      clave,
      titulo: c.reemplazo ? 'Te enviaremos un reemplazo' : 'Revisamos tu problema',
      cuerpo: c.reemplazo
        ? `Preparamos un reemplazo de ${c.producto}. Te avisaremos cuando tu enlace de pedido esté listo.`
        : `Cerramos el problema de ${c.producto}.${c.nota ? ` Nota del equipo: ${c.nota}` : ''}`,
      enlace: colaboracionPath(c.id),
      datos: { colaboracionId: c.id, producto: c.producto },
    };
  },
  reemplazoListo(c: { id: string; producto: string }, clave: string): NoticeInput {
    return {
      tipo: 'reemplazo_listo',
      clave,
      titulo: 'Tu enlace de pedido del reemplazo está listo',
      cuerpo: `Ya puedes pedir el reemplazo de ${c.producto} sin costo y con envío gratis. Abre tu colaboración y completa tu pedido.`,
      enlace: colaboracionPath(c.id),
      datos: { colaboracionId: c.id, producto: c.producto },
    };
  },
  reemplazoFallido(c: { id: string; producto: string; creadora: string; motivo: string }, clave: string): NoticeInput {
    return {
      tipo: 'reemplazo_fallido',
      clave,
      titulo: 'No se pudo crear el reemplazo',
      cuerpo: `La tienda no creó el pedido de reemplazo de ${c.producto} para ${c.creadora}: ${c.motivo}. Elige otra opción en Problemas.`,
      enlace: SCREENS.problemas.path,
      datos: { colaboracionId: c.id, producto: c.producto, creadora: c.creadora },
    };
  },
  rolAsignado(role: Role, clave: string): NoticeInput {
    return {
      tipo: 'rol_asignado',
      clave,
      titulo: 'Ya tienes acceso a Colabora',
      cuerpo: `Te asignaron el rol ${ROLE_LABELS[role]}. Inicia sesión para empezar.`,
      enlace: SCREENS.auth.path,
      datos: { role },
    };
  },
  solicitudNueva(c: { id: string; producto: string; creadora: string }, clave: string): NoticeInput {
    return {
      tipo: 'solicitud_nueva',
      clave,
      titulo: 'Nueva solicitud de producto',
      cuerpo: `${c.creadora} solicitó ${c.producto}. Confirma que sigue disponible.`,
      enlace: SCREENS.confirmacion.path,
      datos: { colaboracionId: c.id, producto: c.producto, creadora: c.creadora },
    };
  },
  aplicacionNueva(a: { id: string; nombre: string }, clave: string): NoticeInput {
    return {
      tipo: 'aplicacion_nueva',
      clave,
      titulo: 'Nueva solicitud para colaborar',
      cuerpo: `${a.nombre} quiere colaborar con la marca. Revísala en Solicitudes.`,
      enlace: SCREENS.solicitudes.path,
      datos: { aplicacionId: a.id, nombre: a.nombre },
    };
  },
  pedidoListo(c: { id: string; producto: string }, clave: string): NoticeInput {
    return {
      tipo: 'pedido_listo',
      clave,
      titulo: 'Tu enlace de pedido está listo',
      cuerpo: `Ya puedes pedir ${c.producto} sin costo y con envío gratis. Abre tu colaboración y completa tu pedido.`,
      enlace: colaboracionPath(c.id),
      datos: { colaboracionId: c.id, producto: c.producto },
    };
  },
  pedidoEnviado(c: { id: string; producto: string; paqueteria: string | null; guia: string; url: string | null }, clave: string): NoticeInput {
    const con = c.paqueteria ? ` con ${c.paqueteria}` : '';
    return {
      tipo: 'pedido_enviado',
      clave,
      titulo: 'Tu pedido va en camino',
      cuerpo: `${c.producto} salió${con}. Número de guía: ${c.guia}.`,
      enlace: colaboracionPath(c.id),
      datos: { colaboracionId: c.id, producto: c.producto, guia: c.guia, rastreo: c.url },
    };
  },
  cambiosSolicitados(c: { id: string; producto: string; nota: string | null }, clave: string): NoticeInput {
    return {
      tipo: 'cambios_solicitados',
      clave,
      titulo: 'El equipo te pidió cambios',
      cuerpo: c.nota ? `En ${c.producto}: ${citar(c.nota)}. Sube tus archivos de nuevo y envíalos a revisión.` : `Revisa tu entrega de ${c.producto}, sube tus archivos de nuevo y envíalos a revisión.`,
      enlace: colaboracionPath(c.id),
      datos: { colaboracionId: c.id, producto: c.producto, nota: c.nota },
    };
  },
  entregaCalificada(e: { entregaId: string; colaboracionId: string; producto: string; tipo: 'foto' | 'video'; feedback: FeedbackStatus; comentario: string | null }, clave: string): NoticeInput {
    const archivo = e.tipo === 'video' ? 'Tu video' : 'Tu foto';
    const comentario = e.comentario ? ` Comentario: ${citar(e.comentario)}.` : '';
    return {
      tipo: 'entrega_calificada',
      clave,
      titulo: 'Calificaron tu contenido',
      cuerpo: `${archivo} de ${e.producto}: ${FEEDBACK_LABELS[e.feedback]}.${comentario}`,
      enlace: SCREENS.miContenido.path,
      datos: { ...e },
    };
  },
  entregaAprobada(c: { id: string; producto: string }, clave: string): NoticeInput {
    return {
      tipo: 'entrega_aprobada',
      clave,
      titulo: '¡Tu entrega fue aprobada!',
      cuerpo: `El equipo aprobó tu contenido de ${c.producto}. Gracias por colaborar.`,
      enlace: SCREENS.entregadas.path,
      datos: { colaboracionId: c.id, producto: c.producto },
    };
  },
  entregaEnRevision(c: { id: string; producto: string; creadora: string; archivos: number }, clave: string): NoticeInput {
    return {
      tipo: 'entrega_en_revision',
      clave,
      titulo: 'Entrega lista para revisar',
      cuerpo: `${c.creadora} envió a revisión ${c.producto} (${c.archivos} ${c.archivos === 1 ? 'archivo' : 'archivos'}).`,
      // The collaboration itself, open in Entregas (issue 28), not the list to search it in.
      enlace: `${SCREENS.entregas.path}?colaboracion=${encodeURIComponent(c.id)}`,
      datos: { colaboracionId: c.id, producto: c.producto, creadora: c.creadora },
    };
  },
  recordatorio(kind: 'previo' | 'vence' | 'vencida', c: { id: string; producto: string; vence: Date }, clave: string): NoticeInput {
    const fecha = formatFechaMx(c.vence);
    const t = {
      previo: { titulo: 'Te quedan 2 días para publicar', cuerpo: `Tu plazo para publicar y subir tu contenido de ${c.producto} vence el ${fecha}.` },
      vence: { titulo: 'Hoy vence tu plazo para publicar', cuerpo: `Publica y sube hoy tu contenido de ${c.producto}: tu plazo vence el ${fecha}.` },
      vencida: { titulo: 'Tu plazo para publicar venció', cuerpo: `Tu plazo para ${c.producto} venció el ${fecha}. Sube tu contenido lo antes posible.` },
    }[kind];
    return { tipo: `recordatorio_${kind}`, clave, ...t, enlace: colaboracionPath(c.id), datos: { colaboracionId: c.id, producto: c.producto, vence: c.vence.toISOString() } };
  },
  vencidasResumen(items: { id: string; producto: string; creadora: string; vence: Date }[], clave: string): NoticeInput {
    const n = items.length;
    return {
      tipo: 'vencidas_resumen',
      clave,
      titulo: n === 1 ? '1 colaboración con plazo vencido' : `${n} colaboraciones con plazo vencido`,
      cuerpo: items
        .slice(0, 5)
        .map((i) => `${i.creadora}: ${i.producto}`)
        .join('; ') + (n > 5 ? `; y ${n - 5} más.` : '.'),
      enlace: SCREENS.colaboraciones.path,
      datos: { items: items.map((i) => ({ ...i, vence: i.vence.toISOString() })) },
    };
  },
  anuncioPorVencer(a: { id: string; tipo: 'spark' | 'meta'; creadora: string; producto: string; venceEl: string }, clave: string): NoticeInput {
    const que = a.tipo === 'spark' ? 'El código Spark de TikTok' : 'El permiso de anuncio de colaboración en Meta';
    const fecha = formatFechaMx(new Date(`${a.venceEl}T12:00:00Z`));
    return {
      tipo: 'anuncio_por_vencer',
      clave,
      titulo: 'Una autorización de anuncio vence pronto',
      cuerpo: `${que} de ${a.creadora} (${a.producto}) vence el ${fecha}. Si el anuncio sigue activo, pídele que la renueve.`,
      enlace: `${SCREENS.contenido.path}?anuncio=${a.tipo}`,
      datos: { autorizacionId: a.id, tipo: a.tipo, venceEl: a.venceEl },
    };
  },
};

/** A stored notice as the email builder reads it. */
export interface AvisoParaCorreo {
  tipo: AvisoTipo;
  titulo: string;
  cuerpo: string;
  enlace: string;
  datos: Record<string, unknown>;
}

const BOTON: Record<AvisoTipo, string> = {
  rol_asignado: 'Iniciar sesión',
  solicitud_nueva: 'Ir a Confirmación de producto',
  pedido_listo: 'Realizar mi pedido',
  pedido_enviado: 'Ver mi colaboración',
  cambios_solicitados: 'Ver los cambios',
  entrega_calificada: 'Ver mi contenido',
  entrega_aprobada: 'Ver mis entregas',
  entrega_en_revision: 'Revisar la entrega',
  recordatorio_previo: 'Subir mi contenido',
  recordatorio_vence: 'Subir mi contenido',
  recordatorio_vencida: 'Subir mi contenido',
  vencidas_resumen: 'Ver colaboraciones',
  codigo_listo: 'Ver mi código',
  primera_venta: 'Ver mis ventas',
  pago_registrado: 'Ver mis ventas',
  fuga_codigo: 'Revisar el código',
  problema_reportado: 'Ir a Problemas',
  problema_resuelto: 'Ver mi colaboración',
  reemplazo_listo: 'Realizar mi pedido',
  reemplazo_fallido: 'Ir a Problemas',
  anuncio_por_vencer: 'Ver el contenido',
  conexion_vencida: 'Ir a Configuración',
  aplicacion_nueva: 'Ir a Solicitudes',
};

/** One email from one or several notices of a person (several: a batch of one group). */
/**
 * Staff's words in quotes, the sentence's period after them as Spanish writes it: «…el próximo». and
 * never «…el próximo.». (issue 28). A final '.' of theirs gives way to ours; '!', '?' and '…' stay.
 */
export function citar(texto: string): string {
  return `«${texto.trim().replace(/(?<!\.)\.$/, '')}»`;
}

export function emailDeAvisos(nombre: string, rows: AvisoParaCorreo[], url: (path: string) => string): EmailContent {
  const first = rows[0]!;
  const saludo = nombre ? `Hola, ${nombre}:` : 'Hola:';
  if (rows.length === 1) {
    const parrafos = [saludo, first.cuerpo];
    const rastreo = typeof first.datos.rastreo === 'string' ? first.datos.rastreo : null;
    const lista =
      first.tipo === 'vencidas_resumen' && Array.isArray(first.datos.items)
        ? (first.datos.items as { id: string; producto: string; creadora: string; vence: string }[]).map((i) => ({
            titulo: i.creadora,
            detalle: `${i.producto} · venció el ${formatFechaMx(new Date(i.vence))}`,
          }))
        : rastreo
          ? [{ titulo: 'Rastrear mi paquete', url: rastreo }]
          : undefined;
    return { asunto: first.titulo, resumen: first.cuerpo, titulo: first.titulo, parrafos, ...(lista ? { lista } : {}), boton: { texto: BOTON[first.tipo], url: url(first.enlace) } };
  }
  if (first.tipo === 'solicitud_nueva') {
    const titulo = `${rows.length} solicitudes nuevas`;
    return {
      asunto: titulo,
      resumen: 'Creadoras solicitaron productos. Confirma que siguen disponibles.',
      titulo,
      parrafos: [saludo, 'Estas creadoras solicitaron productos. Confirma que siguen disponibles:'],
      lista: rows.map((r) => ({ titulo: String(r.datos.creadora ?? ''), detalle: String(r.datos.producto ?? '') })),
      boton: { texto: BOTON.solicitud_nueva, url: url(first.enlace) },
    };
  }
  if (first.tipo === 'aplicacion_nueva') {
    const titulo = `${rows.length} solicitudes nuevas para colaborar`;
    return {
      asunto: titulo,
      resumen: 'Estas personas quieren colaborar con la marca. Revísalas en Solicitudes.',
      titulo,
      parrafos: [saludo, 'Estas personas quieren colaborar con la marca. Revísalas en Solicitudes:'],
      lista: rows.map((r) => ({ titulo: String(r.datos.nombre ?? '') })),
      boton: { texto: BOTON.aplicacion_nueva, url: url(first.enlace) },
    };
  }
  const titulo = 'Calificaron tu contenido';
  return {
    asunto: `${titulo} (${rows.length} archivos)`,
    resumen: 'El equipo calificó tus fotos y videos.',
    titulo,
    parrafos: [saludo, 'El equipo calificó tus fotos y videos:'],
    lista: rows.map((r) => ({ titulo: r.cuerpo })),
    boton: { texto: BOTON[first.tipo], url: url(first.enlace) },
  };
}
