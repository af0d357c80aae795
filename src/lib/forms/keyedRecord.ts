// A JSON object keyed by names the admin chooses (a product's specs, a variant's option values):
// a name an object's prototype answers for is refused, naming it (../ownKeys.ts). zod's own
// record would drop a `__proto__` key without a word.
import { z } from 'zod';
import { isReservedKey, RESERVED_KEY_MESSAGE } from '../ownKeys';

export const keyedRecord = <V extends z.ZodType>(value: V) =>
  z
    .unknown()
    .superRefine((input, ctx) => {
      if (!input || typeof input !== 'object' || Array.isArray(input)) return;
      for (const key of Object.keys(input))
        if (isReservedKey(key)) ctx.addIssue({ code: 'custom', path: [key], message: RESERVED_KEY_MESSAGE });
    })
    .pipe(z.record(z.string(), value));
