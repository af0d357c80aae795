-- Money in whole cents (src/lib/money.ts). Each dollar amount becomes its cents in place: the
-- old numeric(12,2) values times 100 are whole numbers, so the cast is exact to the cent.
ALTER TABLE "products" ALTER COLUMN "price" TYPE bigint USING ("price" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "price" TO "price_cents";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "compare_at_price" TYPE bigint USING ("compare_at_price" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "compare_at_price" TO "compare_at_price_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" TYPE bigint USING ("subtotal" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "subtotal" TO "subtotal_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping" TYPE bigint USING ("shipping" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "shipping" TO "shipping_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" TYPE bigint USING ("total" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total" TO "total_cents";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price" TYPE bigint USING ("price" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "price" TO "unit_price_cents";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "line_total" TYPE bigint USING ("line_total" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "line_total" TO "line_total_cents";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;
