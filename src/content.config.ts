// Everything content editors change lives in src/content/ and is checked here: a missing
// field or a wrong type stops `astro build` with the file's name and the field.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { faqSchema, legalSchema, menuSchema, settingsSchema } from './lib/contentSchemas';

const settings = defineCollection({ loader: file('src/content/settings.yaml'), schema: settingsSchema });
const menus = defineCollection({ loader: file('src/content/menus.yaml'), schema: menuSchema });
const faqs = defineCollection({ loader: glob({ pattern: '*.md', base: 'src/content/faqs' }), schema: faqSchema });
const legal = defineCollection({ loader: glob({ pattern: '*.md', base: 'src/content/legal' }), schema: legalSchema });

export const collections = { settings, menus, faqs, legal };
