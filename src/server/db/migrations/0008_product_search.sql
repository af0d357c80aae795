-- generated table and index, hand-written rest: the search table starts from what is there and
-- triggers keep it (search reads it instead of products, see schema.ts)
CREATE TABLE "product_search" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"is_active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name_lower" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_search" ("id", "category_id", "is_active", "created_at", "name_lower")
  SELECT "id", "category_id", "is_active", "created_at", "product_name_lower" FROM "products";
--> statement-breakpoint
DROP INDEX "products_product_name_lower_trgm_idx";--> statement-breakpoint
CREATE INDEX "product_search_name_lower_trgm_idx" ON "product_search" USING gin ("name_lower" gin_trgm_ops);
--> statement-breakpoint
-- statement-level with transition tables, as product_counts: a bulk insert is one insert here.
-- An update touches only the rows whose searched fields changed, so the stock changes of every
-- order write nothing here. (A product's id never changes.)
CREATE FUNCTION "product_search_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "product_search" AS s USING "old_rows" AS o WHERE s."id" = o."id";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "product_search" AS s
      SET "category_id" = n."category_id", "is_active" = n."is_active",
          "created_at" = n."created_at", "name_lower" = n."product_name_lower"
      FROM "new_rows" AS n
      WHERE s."id" = n."id"
        AND (s."category_id", s."is_active", s."created_at", s."name_lower")
          IS DISTINCT FROM (n."category_id", n."is_active", n."created_at", n."product_name_lower");
  ELSE
    INSERT INTO "product_search" ("id", "category_id", "is_active", "created_at", "name_lower")
      SELECT "id", "category_id", "is_active", "created_at", "product_name_lower" FROM "new_rows";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_search_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_search";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_searched_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_searched_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_searched_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_search_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_search_clear"();
--> statement-breakpoint
ANALYZE "product_search";
