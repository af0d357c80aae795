// Schemas of the editor-owned content in src/content/. Kept apart from content.config.ts so a
// unit test can run them on files without an Astro build.
import { z } from 'astro/zod';

/** A path of this site: one "/" not followed by another, since `//evil.example/login` is another
 *  site's address (and a browser reads `/\evil` the same way: no backslash is among the characters
 *  taken); the footer's placeholder links are exactly "#". */
export const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-_/?=&.]*$/;

const href = z
  .string()
  .refine(
    (value) => value === '#' || SITE_PATH.test(value),
    'must be "#" or a path of this site, starting with a single "/" (like /faqs)',
  );

const menuLink = z
  .object({
    label: z.string().min(1),
    href,
    /** catalogue category slug the route lists (category menu only) */
    category: z.string().min(1).optional(),
    /** fixed search term the route lists (category menu only) */
    search: z.string().min(1).optional(),
  })
  .strict();

export const menuSchema = z
  .object({
    label: z.string().min(1),
    href: href.optional(),
    items: z.array(menuLink.extend({ children: z.array(menuLink).default([]) }).strict()).min(1),
  })
  .strict();

export const settingsSchema = z
  .object({
    shopName: z.string().min(1),
    dealText: z.string().min(1),
    freeShippingText: z.string().min(1),
    contactEmail: z.string().min(1),
    supportEmail: z.string().min(1),
    phone: z.string().min(1),
    callLine: z.string().min(1),
    address: z.string().min(1),
    /** a mailing-list service the footer's sign-up form posts to; empty: the shop's own list
     *  (docs/api.md#newsletter). Only a web address may be a form's target. */
    newsletterUrl: z
      .union([z.literal(''), z.string().url()])
      .refine(
        (value) => value === '' || /^https?:\/\//i.test(value),
        "must be an http:// or https:// address, or empty for the shop's own list",
      )
      .default(''),
    newsletterText: z.string().min(1),
    currencies: z.array(z.string().min(1)).min(1),
    languages: z.array(z.string().min(1)).min(1),
    searchScopes: z.array(z.string().min(1)).min(1),
    copyright: z.string().min(1),
  })
  .strict();

export const faqSchema = z
  .object({
    question: z.string().min(1),
    /** position on /faqs, smallest first */
    order: z.number().int(),
  })
  .strict();

export const legalSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    updated: z.coerce.date(),
  })
  .strict();

export type MenuEntry = z.infer<typeof menuSchema>;
export type MenuLink = z.infer<typeof menuLink>;
export type SiteSettings = z.infer<typeof settingsSchema>;
