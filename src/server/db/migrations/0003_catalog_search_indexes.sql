-- hand-written: the trigram operator class comes from pg_trgm (a trusted extension on PostgreSQL 13+,
-- a contrib extension PGlite loads; see src/server/db/client.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "products_product_name_trgm_idx" ON "products" USING gin ("product_name" gin_trgm_ops);
--> statement-breakpoint
ANALYZE "products";--> statement-breakpoint
ANALYZE "categories";
