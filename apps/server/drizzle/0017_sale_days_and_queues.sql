ALTER TABLE "orders" ADD COLUMN "fulfilment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "owed_halalas" bigint;--> statement-breakpoint
ALTER TABLE "quote_daily_counts" ADD COLUMN "paid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_daily_counts" ADD COLUMN "delivered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_daily_counts" ADD COLUMN "collected_halalas" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_daily_counts" ADD COLUMN "refunded_halalas" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_daily_totals" ADD COLUMN "paid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_daily_totals" ADD COLUMN "delivered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_daily_totals" ADD COLUMN "collected_halalas" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_daily_totals" ADD COLUMN "refunded_halalas" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_company_fulfilment_lane_idx" ON "orders" USING btree ("company_id",coalesce("fulfilment_stage", 'preparing'),"created_at" DESC NULLS LAST,"id") WHERE "orders"."quote_status" = 'accepted' and "orders"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "orders_company_delivered_at_idx" ON "orders" USING btree ("company_id","fulfilment_at") WHERE "orders"."fulfilment_stage" = 'delivered';--> statement-breakpoint
CREATE INDEX "orders_company_owed_idx" ON "orders" USING btree ("company_id","branch_id","section_id") WHERE "orders"."owed_halalas" > 0;--> statement-breakpoint
-- The company's day follows its places' rows for the sale's new counts too.
CREATE OR REPLACE FUNCTION "quote_daily_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "quote_daily_totals" AS t
		("company_id", "day", "sent_count", "accepted_count", "declined_count", "accepted_halalas",
		 "paid_count", "delivered_count", "collected_halalas", "refunded_halalas")
	VALUES (
		NEW."company_id", NEW."day",
		NEW."sent_count" - coalesce(OLD."sent_count", 0),
		NEW."accepted_count" - coalesce(OLD."accepted_count", 0),
		NEW."declined_count" - coalesce(OLD."declined_count", 0),
		NEW."accepted_halalas" - coalesce(OLD."accepted_halalas", 0),
		NEW."paid_count" - coalesce(OLD."paid_count", 0),
		NEW."delivered_count" - coalesce(OLD."delivered_count", 0),
		NEW."collected_halalas" - coalesce(OLD."collected_halalas", 0),
		NEW."refunded_halalas" - coalesce(OLD."refunded_halalas", 0)
	)
	ON CONFLICT ("company_id", "day") DO UPDATE SET
		"sent_count" = t."sent_count" + excluded."sent_count",
		"accepted_count" = t."accepted_count" + excluded."accepted_count",
		"declined_count" = t."declined_count" + excluded."declined_count",
		"accepted_halalas" = t."accepted_halalas" + excluded."accepted_halalas",
		"paid_count" = t."paid_count" + excluded."paid_count",
		"delivered_count" = t."delivered_count" + excluded."delivered_count",
		"collected_halalas" = t."collected_halalas" + excluded."collected_halalas",
		"refunded_halalas" = t."refunded_halalas" + excluded."refunded_halalas";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- What each accepted sale still owes, from its accepted version and the money kept so far.
UPDATE "orders" o SET "owed_halalas" = greatest(0, q."accepted_total_halalas"
	- coalesce((SELECT sum(p."amount_halalas") FROM "payments" p
		WHERE p."quote_id" = q."id" AND p."status" = 'paid'), 0)
	+ coalesce((SELECT sum(r."amount_halalas") FROM "payment_refunds" r
		JOIN "payments" p ON p."id" = r."payment_id" WHERE p."quote_id" = q."id"), 0))
FROM "quotes" q
WHERE q."order_id" = o."id" AND q."status" = 'accepted' AND o."quote_status" = 'accepted';--> statement-breakpoint
UPDATE "orders" o SET "fulfilment_at" = (SELECT max(e."created_at") FROM "order_events" e
	WHERE e."order_id" = o."id" AND e."type" = 'order.fulfilment_changed')
WHERE o."fulfilment_stage" IS NOT NULL;--> statement-breakpoint
-- The money already moved, on the days it moved (Riyadh), at each order's place.
INSERT INTO "quote_daily_counts" AS c
	("company_id", "day", "branch_id", "section_id", "collected_halalas", "refunded_halalas")
SELECT m."company_id", m."day", o."branch_id", o."section_id", sum(m."collected"), sum(m."refunded")
FROM (
	SELECT p."company_id", p."order_id", (p."settled_at" AT TIME ZONE 'Asia/Riyadh')::date AS "day",
		p."amount_halalas" AS "collected", 0 AS "refunded"
	FROM "payments" p WHERE p."status" = 'paid' AND p."settled_at" IS NOT NULL
	UNION ALL
	SELECT r."company_id", r."order_id", (r."created_at" AT TIME ZONE 'Asia/Riyadh')::date, 0,
		r."amount_halalas"
	FROM "payment_refunds" r
) m JOIN "orders" o ON o."id" = m."order_id"
GROUP BY 1, 2, 3, 4
ON CONFLICT ("company_id", "day", "branch_id", "section_id") DO UPDATE SET
	"collected_halalas" = c."collected_halalas" + excluded."collected_halalas",
	"refunded_halalas" = c."refunded_halalas" + excluded."refunded_halalas";
--> statement-breakpoint
-- Orders paid (their first money) and handed over, on their days.
INSERT INTO "quote_daily_counts" AS c
	("company_id", "day", "branch_id", "section_id", "paid_count", "delivered_count")
SELECT o."company_id", s."day", o."branch_id", o."section_id", sum(s."paid"), sum(s."delivered")
FROM (
	SELECT p."order_id", (min(p."settled_at") AT TIME ZONE 'Asia/Riyadh')::date AS "day",
		1 AS "paid", 0 AS "delivered"
	FROM "payments" p WHERE p."status" = 'paid' AND p."settled_at" IS NOT NULL GROUP BY p."order_id"
	UNION ALL
	SELECT e."order_id", (e."created_at" AT TIME ZONE 'Asia/Riyadh')::date, 0, 1
	FROM "order_events" e
	WHERE e."type" = 'order.fulfilment_changed' AND e."data" ->> 'to' = 'delivered'
) s JOIN "orders" o ON o."id" = s."order_id"
GROUP BY 1, 2, 3, 4
ON CONFLICT ("company_id", "day", "branch_id", "section_id") DO UPDATE SET
	"paid_count" = c."paid_count" + excluded."paid_count",
	"delivered_count" = c."delivered_count" + excluded."delivered_count";
