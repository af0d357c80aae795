-- Variants (docs/api.md#variants): every product gets one variant holding its price, compare-at
-- price and stock; its SKU is made from the product id as src/server/catalog/variants.ts makes one.
-- Order lines from before point at that variant, so cancelling them restocks it.
CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_cents" bigint NOT NULL,
	"compare_at_price_cents" bigint,
	"stock" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "attributes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (upper("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
INSERT INTO "product_variants" ("id", "product_id", "position", "sku", "price_cents", "compare_at_price_cents", "stock", "is_active", "created_at", "updated_at")
  SELECT gen_random_uuid()::text, "id", 0, 'SKU-' || upper(left(replace("id", '-', ''), 12)), "price_cents", "compare_at_price_cents", "stock", true, "created_at", "updated_at" FROM "products";--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = v."id", "sku" = v."sku" FROM "product_variants" v WHERE v."product_id" = "order_items"."product_id";
