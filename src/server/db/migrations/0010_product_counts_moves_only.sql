-- hand-written: an update moves a product between counts only when its category or state
-- changes. Taking every updated row off its count and putting it back locked the count row of
-- each category an order's stock decrement touched: orders in the same category waited on each
-- other, and two orders whose lines met two categories in opposite orders deadlocked. A product's
-- id never changes, so old and new rows pair up by id.
CREATE OR REPLACE FUNCTION "product_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE "product_counts" AS c SET "n" = c."n" - d."k"
      FROM (SELECT o."category_id", o."is_active", count(*) AS "k"
            FROM "old_rows" AS o JOIN "new_rows" AS w ON w."id" = o."id"
            WHERE (o."category_id", o."is_active") IS DISTINCT FROM (w."category_id", w."is_active")
            GROUP BY 1, 2) AS d
      WHERE c."category_id" = d."category_id" AND c."is_active" = d."is_active";
    INSERT INTO "product_counts" ("category_id", "is_active", "n")
      SELECT w."category_id", w."is_active", count(*)
      FROM "new_rows" AS w JOIN "old_rows" AS o ON o."id" = w."id"
      WHERE (o."category_id", o."is_active") IS DISTINCT FROM (w."category_id", w."is_active")
      GROUP BY 1, 2
      ON CONFLICT ("category_id", "is_active") DO UPDATE SET "n" = "product_counts"."n" + EXCLUDED."n";
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE "product_counts" AS c SET "n" = c."n" - d."k"
      FROM (SELECT "category_id", "is_active", count(*) AS "k" FROM "old_rows" GROUP BY 1, 2) AS d
      WHERE c."category_id" = d."category_id" AND c."is_active" = d."is_active";
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "product_counts" ("category_id", "is_active", "n")
      SELECT "category_id", "is_active", count(*) FROM "new_rows" GROUP BY 1, 2
      ON CONFLICT ("category_id", "is_active") DO UPDATE SET "n" = "product_counts"."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END $$;
