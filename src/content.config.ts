// Everything content editors change lives in src/content/ and is checked here: a missing
// field or a wrong type stops `astro build` with the file's name and the field.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { faqSchema, legalSchema, menuSchema, settingsSchema } from './lib/contentSchemas';

// CONTENT_DIR (docs/configuration.md): the same source folder the server's Content section
// writes; read here as it is, since this file must build without the server's settings module
const dir = process.env.CONTENT_DIR?.trim() || 'src/content';

const settings = defineCollection({ loader: file(`${dir}/settings.yaml`), schema: settingsSchema });
const menus = defineCollection({ loader: file(`${dir}/menus.yaml`), schema: menuSchema });
const faqs = defineCollection({ loader: glob({ pattern: '*.md', base: `${dir}/faqs` }), schema: faqSchema });
const legal = defineCollection({ loader: glob({ pattern: '*.md', base: `${dir}/legal` }), schema: legalSchema });

export const collections = { settings, menus, faqs, legal };
