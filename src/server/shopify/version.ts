/** The one pinned Admin API version: the schema under ./schema, the client and the emulator all use it. */
export const ADMIN_API_VERSION = '2026-10';
