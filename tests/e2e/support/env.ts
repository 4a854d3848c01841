/** Where the server under test listens (scripts/e2e.mjs starts it) and the seeded first admin. */
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

export const ADMIN = {
  email: 'admin@colabora.test',
  password: 'AdminSegura123',
  fullName: 'Alma Administradora',
} as const;

export const PASSWORD = 'ClaveSegura123';
