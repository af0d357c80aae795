-- generated table, hand-written rest: the counts start from what is there and triggers keep them
-- (an update that leaves category and state alone takes its rows off and puts them back)
CREATE TABLE "product_counts" (
	"category_id" text NOT NULL,
	"is_active" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_counts_category_id_is_active_pk" PRIMARY KEY("category_id","is_active")
);
--> statement-breakpoint
INSERT INTO "product_counts" ("category_id", "is_active", "n")
  SELECT "category_id", "is_active", count(*) FROM "products" GROUP BY "category_id", "is_active";
--> statement-breakpoint
-- statement-level with transition tables: a bulk insert of 50,000 products is one upsert per
-- category, not 50,000
CREATE FUNCTION "product_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "product_counts" AS c SET "n" = c."n" - d."k"
      FROM (SELECT "category_id", "is_active", count(*) AS "k" FROM "old_rows" GROUP BY 1, 2) AS d
      WHERE c."category_id" = d."category_id" AND c."is_active" = d."is_active";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "product_counts" ("category_id", "is_active", "n")
      SELECT "category_id", "is_active", count(*) FROM "new_rows" GROUP BY 1, 2
      ON CONFLICT ("category_id", "is_active") DO UPDATE SET "n" = "product_counts"."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_counted_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_counted_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_counted_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_clear"();
