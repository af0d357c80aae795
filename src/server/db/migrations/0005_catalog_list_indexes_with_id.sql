DROP INDEX "products_active_created_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
CREATE INDEX "products_active_created_id_idx" ON "products" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_created_id_idx" ON "products" USING btree ("category_id","created_at","id");