-- Lists, searches and their totals are found in the in-process index of the catalogue now
-- (src/server/catalog/findIndex.ts), so the tables triggers kept for them (migrations 0006, 0008,
-- 0010) go, and with them what every product write paid to keep them.
DROP TRIGGER IF EXISTS "products_counted_insert" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_counted_update" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_counted_delete" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_truncated" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_searched_insert" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_searched_update" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_searched_delete" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_truncated" ON "products";--> statement-breakpoint
DROP FUNCTION IF EXISTS "product_counts_apply"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "product_counts_clear"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "product_search_apply"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "product_search_clear"();--> statement-breakpoint
DROP TABLE "product_counts" CASCADE;--> statement-breakpoint
DROP TABLE "product_search" CASCADE;
