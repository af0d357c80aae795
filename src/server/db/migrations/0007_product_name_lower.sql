-- search matches ILIKE's way on a stored lower-cased name (see schema.ts), with its own trigram index
DROP INDEX "products_product_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_name_lower" text GENERATED ALWAYS AS (lower(product_name)) STORED;--> statement-breakpoint
CREATE INDEX "products_product_name_lower_trgm_idx" ON "products" USING gin ("product_name_lower" gin_trgm_ops);--> statement-breakpoint
ANALYZE "products";
