import { describe, expect, it } from 'vitest';
import { CREDENTIALS_REQUIRED_MESSAGE, ERROR_MESSAGES } from '../../../shared/errors';
import { englishIn, fileSystemPathIn } from './spanish-text';

describe('englishIn (issue 14 item 4)', () => {
  it.each([
    // What the adversarial review got back, and what the libraries under the API say.
    ['Invalid UUID', ['invalid']],
    ['Invalid option: expected one of "admin"|"tienda"|"colaboradora"', ['invalid', 'option', 'expected', 'of']],
    ["Invalid discriminator value. Expected 'token' | 'client_credentials'", ['invalid', 'discriminator', 'value', 'expected']],
    ['Invalid input: expected object, received array', ['invalid', 'input', 'expected', 'object', 'received', 'array']],
    ['Too big: expected string to have <=100 characters', ['too big', 'expected', 'string', 'to', 'characters']],
    ['Upload-Length or Upload-Defer-Length header required\n', ['upload', 'length', 'or', 'header', 'required']],
    ['Something went wrong with that request\n', ['went wrong', 'with', 'that', 'request']],
    ['Not Found', ['not', 'found']],
    ['Unsupported Media Type', ['unsupported']],
    ['Malformed JSON in request body', ['malformed', 'request', 'body']],
    ['Tus-Resumable Required', ['required']],
    ['Password too short', ['password']],
    ['You must provide either an email or phone number and a password.', ['you', 'must', 'or', 'and', 'password']],
  ])('flags %j', (message, words) => {
    expect(englishIn(message)).toEqual(expect.arrayContaining(words));
  });

  it('passes every message of the catalogue', () => {
    const english = Object.entries(ERROR_MESSAGES).filter(([, message]) => englishIn(message).length > 0);
    expect(english).toEqual([]);
    expect(englishIn(CREDENTIALS_REQUIRED_MESSAGE)).toEqual([]);
  });

  it.each([
    'Identificador no válido en «id»',
    'Valor no permitido en «role». Opciones: admin, tienda, colaboradora',
    'Falta el campo «titulo»',
    'El campo «q» debe tener como máximo 100 caracteres',
    'Campos no permitidos: «string», «value»',
    'Tu sesión expiró. Inicia sesión de nuevo.',
    'Email inválido',
    'Escribe el Client secret',
    'Escribe el token de acceso de la Admin API',
    'Error al crear el draft order',
    'Selecciona una opción inválida o válida: sí, no, tal vez',
  ])('does not flag Spanish: %j', (message) => {
    expect(englishIn(message)).toEqual([]);
  });

  it('matches whole words only, accents included', () => {
    expect(englishIn('inválido, sesión, objeto, opción, número, cadena, requerido, archivo')).toEqual([]);
    expect(englishIn('Not')).toEqual(['not']);
    expect(englishIn('INVALID')).toEqual(['invalid']);
  });
});

describe('fileSystemPathIn', () => {
  it.each([
    "Something went wrong with that request\nEROFS: read-only file system, open '/work/data/uploads/.tus-partial/3f2a'",
    "EEXIST: file already exists, mkdir 'C:\\colabora\\data'",
    'at handle (/home/ana/colabora/src/server/app.ts:12:3)',
    'Error: x\n    at async Server.handleWeb (file:///srv/app/node_modules/@tus/server/dist/server.js:84:16)',
    'cannot open /tmp/colabora-test-1/uploads',
    'src/server/http/errors.ts:42',
    'DATA_DIR is not writable',
  ])('flags %j', (text) => {
    expect(fileSystemPathIn(text)).not.toBeNull();
  });

  it('flags a literal the caller names (the run’s DATA_DIR)', () => {
    expect(fileSystemPathIn('falló en data-xyz/uploads', ['data-xyz'])).toBe('data-xyz');
  });

  it.each(['Revisa los datos enviados.', 'No encontrado.', 'Escribe el dominio de tu tienda, por ejemplo mi-marca.myshopify.com', '/api/colaboraciones', 'Debe ser una URL válida'])(
    'does not flag %j',
    (text) => {
      expect(fileSystemPathIn(text)).toBeNull();
    },
  );
});
