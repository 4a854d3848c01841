import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that reports only the first failing rule (spec §5: the first failing message
 * is shown), under its field, which then gets the focus. `fields` are the form's fields in the order she
 * reads them; an issue on no known field lands on `fallback`.
 */
export function firstErrorResolver<T extends FieldValues>(schema: z.ZodType<T>, fields: readonly (keyof T & string)[], fallback: keyof T & string): Resolver<T> {
  return async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const issue = parsed.error.issues[0];
    const field = fields.find((f) => f === issue?.path[0]) ?? fallback;
    const errors = { [field]: { type: 'validate', message: issue?.message ?? '' } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
