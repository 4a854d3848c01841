/** Business constants and limits of spec §9, in one place. */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 72,
  emailMax: 255,
  fullNameMax: 100,
  tituloMax: 100,
  productoMax: 100,
  tipoMax: 50,
  colorMax: 50,
  marcaMax: 50,
  tallaMax: 10,
  imageMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 1024 * 1024 * 1024,
  signedUrlSeconds: 3600,
  inventorySyncMinutes: 30,
  inventorySyncFirstRunMs: 5_000,
  syncToastMs: 3_000,
  publicationWindowDays: 7,
  activeCollaborationsPerCreator: 1,
  availableMinStock: 1,
  photoMinWidth: 1080,
  photoMinHeight: 1350,
  videoMinSeconds: 15,
  videoMaxSeconds: 60,
  videoWidth: 1080,
  videoHeight: 1920,
  bottomTabColumns: 5,
  progressMax: 100,
} as const;

/** The 8 fields over which profile completeness is computed (spec §9). */
export const PROFILE_COMPLETENESS_FIELDS = [
  'nombre',
  'edad',
  'ciudad',
  'estado',
  'instagram',
  'categoria',
  'avatar_url',
  'bio',
] as const;

/**
 * The longest search Disponibles takes (the input stops there too). Here, not in schemas/disponibles.ts:
 * the Disponibles page needs the number without zod, which would add ~25 kB to her first load.
 */
export const DISPONIBLES_Q_MAX = 100;
export const DISPONIBLES_Q_MAX_MESSAGE = `La búsqueda admite hasta ${DISPONIBLES_Q_MAX} caracteres`;
