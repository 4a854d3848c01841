import { config } from 'zod';
import { spanishIssueMessage } from '../validation-messages';

/**
 * zod with the app's Spanish error map installed (decision 029). Every shared schema imports `z` from
 * here (lint forbids importing 'zod' itself in src/shared), and the server imports this module before
 * any route (http/router.ts), so one map answers the API's validation and the web's forms.
 *
 * The map lives in zod's global configuration (customError: after a schema's own message, before zod's
 * English locale).
 */
config({ customError: spanishIssueMessage });

export { z } from 'zod';
