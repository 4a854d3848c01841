import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * The one Spanish error map for zod (decision 029): every validation issue that a schema does not word
 * itself (the spec's texts in src/shared/schemas always win) gets a natural es-MX message here, on the
 * server (bodies, queries and path parameters of every route) and in the web's forms alike. It is
 * installed through src/shared/schemas/zod.ts, the zod every shared schema is written with.
 *
 * Messages name the field when the issue has one («titulo», «ids» (elemento 2)); they never repeat
 * the value that was sent, only names the schema itself declares (and unknown keys that look like
 * identifiers, quoted).
 */

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;

/** «campo» for the issue's path, or null at the root or when a segment is not a plain name. */
function fieldOf(path: readonly PropertyKey[] | undefined): string | null {
  if (!path || path.length === 0) return null;
  const names: string[] = [];
  let index: number | null = null;
  for (const segment of path) {
    if (typeof segment === 'number') index = segment;
    else if (typeof segment === 'string' && IDENTIFIER.test(segment)) {
      names.push(segment);
      index = null;
    } else return null;
  }
  if (names.length === 0) return null;
  return `«${names.join('.')}»${index === null ? '' : ` (elemento ${index + 1})`}`;
}

const inField = (field: string | null) => (field ? ` en ${field}` : '');

/** What a value should have been, as a Spanish noun phrase. */
const TYPE_NOUNS: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  tuple: 'una lista',
  set: 'una lista',
  object: 'un objeto',
  record: 'un objeto',
  map: 'un objeto',
  date: 'una fecha',
  file: 'un archivo',
};

const ID_FORMATS = new Set(['uuid', 'uuidv4', 'uuidv6', 'uuidv7', 'guid', 'cuid', 'cuid2', 'nanoid', 'ulid', 'xid', 'ksuid']);
// The formats our schemas use or may soon; any other reads 'Formato no válido' (the web carries this map).
const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Correo electrónico no válido',
  url: 'Dirección web (URL) no válida',
  datetime: 'Fecha y hora no válidas',
  date: 'Fecha no válida',
  time: 'Hora no válida',
  e164: 'Número de teléfono no válido',
};

const MAX_OPTIONS = 12;

function optionList(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_OPTIONS).map((v) => (typeof v === 'string' ? v : String(v)));
  return values.length > MAX_OPTIONS ? `${shown.join(', ')}…` : shown.join(', ');
}

/** Who the sentence is about: the field, or what kind of value it is. */
interface Subject {
  text: string;
  feminine: boolean;
}

function subjectOf(field: string | null, origin: string): Subject {
  if (field) return { text: `El campo ${field}`, feminine: false };
  if (origin === 'string') return { text: 'El texto', feminine: false };
  if (origin === 'array' || origin === 'set') return { text: 'La lista', feminine: true };
  if (origin === 'number' || origin === 'int' || origin === 'bigint') return { text: 'El número', feminine: false };
  if (origin === 'file') return { text: 'El archivo', feminine: false };
  return { text: 'El valor', feminine: false };
}

const UNIT: Record<string, string> = { string: 'caracteres', array: 'elementos', set: 'elementos', file: 'bytes' };

function tooBig(field: string | null, origin: string, maximum: number | bigint, inclusive: boolean | undefined, exact: boolean | undefined): string {
  const s = subjectOf(field, origin).text;
  const unit = UNIT[origin];
  if (unit) {
    if (exact) return `${s} debe tener exactamente ${maximum} ${unit}`;
    return inclusive === false ? `${s} debe tener menos de ${maximum} ${unit}` : `${s} debe tener como máximo ${maximum} ${unit}`;
  }
  if (origin === 'date') return `${s} está fuera del rango permitido`;
  if (exact) return `${s} debe ser exactamente ${maximum}`;
  return inclusive === false ? `${s} debe ser menor que ${maximum}` : `${s} debe ser como máximo ${maximum}`;
}

function tooSmall(field: string | null, origin: string, minimum: number | bigint, inclusive: boolean | undefined, exact: boolean | undefined): string {
  const subject = subjectOf(field, origin);
  const s = subject.text;
  const unit = UNIT[origin];
  if (unit) {
    if (exact) return `${s} debe tener exactamente ${minimum} ${unit}`;
    const min = Number(minimum);
    if ((inclusive !== false && min <= 1) || (inclusive === false && min <= 0)) return `${s} no puede estar ${subject.feminine ? 'vacía' : 'vacío'}`;
    return inclusive === false ? `${s} debe tener más de ${minimum} ${unit}` : `${s} debe tener al menos ${minimum} ${unit}`;
  }
  if (origin === 'date') return `${s} está fuera del rango permitido`;
  if (exact) return `${s} debe ser exactamente ${minimum}`;
  return inclusive === false ? `${s} debe ser mayor que ${minimum}` : `${s} debe ser al menos ${minimum}`;
}

/** The Spanish message of one zod issue (zod's customError: runs only for issues without a message of their own). */
export function spanishIssueMessage(issue: $ZodRawIssue): string {
  const field = fieldOf(issue.path);
  // Inside the data, under a key that is no plain name (a record's key as sent): no name to give.
  if (!field && issue.path && issue.path.length > 0) return 'Hay un campo con un valor no válido';
  switch (issue.code) {
    case 'invalid_type': {
      const noun = TYPE_NOUNS[issue.expected];
      if (!field) {
        if (issue.input === undefined) return 'Faltan los datos de la solicitud';
        return issue.expected === 'object' ? 'Los datos enviados deben ser un objeto JSON' : `Los datos enviados deben ser ${noun ?? 'de otro tipo'}`;
      }
      if (issue.input === undefined) return `Falta el campo ${field}`;
      if (issue.input === null) return `El campo ${field} no puede estar vacío`;
      return noun ? `El campo ${field} debe ser ${noun}` : `El campo ${field} tiene un tipo de dato no válido`;
    }
    case 'invalid_value':
      if (issue.values.length === 1) return `Valor no permitido${inField(field)}. Se espera: ${optionList(issue.values)}`;
      return `Valor no permitido${inField(field)}. Opciones: ${optionList(issue.values)}`;
    case 'too_big':
      return tooBig(field, issue.origin, issue.maximum, issue.inclusive, issue.exact);
    case 'too_small':
      return tooSmall(field, issue.origin, issue.minimum, issue.inclusive, issue.exact);
    case 'invalid_format': {
      const base = ID_FORMATS.has(issue.format) ? 'Identificador no válido' : (FORMAT_MESSAGES[issue.format] ?? 'Formato no válido');
      return `${base}${inField(field)}`;
    }
    case 'not_multiple_of':
      return `${subjectOf(field, 'number').text} debe ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys': {
      const names = issue.keys.filter((k) => IDENTIFIER.test(k)).slice(0, 5);
      const list = names.length > 0 ? `: ${names.map((k) => `«${k}»`).join(', ')}` : '';
      return `Campos no permitidos${inField(field)}${list}`;
    }
    case 'invalid_key':
      return `Clave no válida${inField(field)}`;
    case 'invalid_union':
      // A discriminated union whose discriminator matched no option lists the accepted ones.
      if ('options' in issue && Array.isArray(issue.options) && issue.options.length > 0) {
        return `Valor no permitido${inField(field)}. Opciones: ${optionList(issue.options)}`;
      }
      return field ? `Valor no válido en ${field}` : 'Los datos enviados no son válidos';
    case 'invalid_element':
    case 'custom':
    default:
      return field ? `Valor no válido en ${field}` : 'Los datos enviados no son válidos';
  }
}
