ALTER TABLE "orders" ADD COLUMN "client_address_hash" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_per_order" integer DEFAULT 99 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_client_address_created_idx" ON "orders" USING btree ("client_address_hash","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_created_idx" ON "orders" USING btree ("customer_email","created_at");