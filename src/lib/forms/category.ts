// The category form (admin panel and POST/PUT /api/categories).
import { z } from 'zod';
import type { CategoryAttribute } from '../types';
import { REQUIRED } from './required';

export const CATEGORY_LIMITS = { name: 100, description: 2000 } as const;

const name = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .max(CATEGORY_LIMITS.name, `must be at most ${CATEGORY_LIMITS.name} characters.`);
const description = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .max(CATEGORY_LIMITS.description, `must be at most ${CATEGORY_LIMITS.description} characters.`);

export const categoryCreateSchema = z.object({ name, description });
/** an edit sends the fields it changes */
export const categoryUpdateSchema = categoryCreateSchema.partial();

/** the panel's labels, in the order docs/product.md#validation checks them ("Title is required.") */
export const CATEGORY_LABELS = { name: 'Title', description: 'Description' } as const;

/** the multipart `attributes` field (JSON text, src/lib/forms/specs.ts) joins the text fields */
export type CategoryCreate = z.infer<typeof categoryCreateSchema> & { attributes?: CategoryAttribute[] };
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema> & { attributes?: CategoryAttribute[] };
