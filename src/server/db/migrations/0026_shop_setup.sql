ALTER TABLE "shop_settings" ADD COLUMN "governing_law" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "set_up_at" timestamp with time zone;