import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type StoredImage = { url: string; public_id: string };

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contact: text('contact'),
    address: text('address'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'customer'] })
      .notNull()
      .default('customer'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_created_idx').on(t.createdAt)],
);

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    imagePublicId: text('image_public_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_created_idx').on(t.createdAt)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    productName: text('product_name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    images: jsonb('images')
      .$type<StoredImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    discount: text('discount'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_created_idx').on(t.createdAt),
    index('products_category_idx').on(t.categoryId),
  ],
);

/** One row; bumped in the same transaction as every catalogue write so every server
 *  process (PostgreSQL scale-out) can tell its cached catalogue response is stale. */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Sign-in attempts per throttle key (`pair:<email>|<address>`, `ip:<address>`), shared by every
 * server: one row per key counts attempts in a fixed window that starts with the first one.
 */
export const signinAttempts = pgTable('signin_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
