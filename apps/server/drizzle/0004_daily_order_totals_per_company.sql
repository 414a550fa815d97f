CREATE TABLE "order_daily_totals" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_totals_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
-- The order trigger now also keeps one row per company and day (see 0002).
CREATE OR REPLACE FUNCTION "order_daily_counts_apply"(
	p_company uuid, p_branch uuid, p_section uuid, p_created timestamptz, p_status order_status, p_sign integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_day date := (p_created AT TIME ZONE 'Asia/Riyadh')::date;
	v_pending integer := CASE WHEN p_status = 'pending' THEN p_sign ELSE 0 END;
	v_completed integer := CASE WHEN p_status = 'completed' THEN p_sign ELSE 0 END;
BEGIN
	INSERT INTO "order_daily_counts" AS c
		("company_id", "day", "branch_id", "section_id", "order_count", "pending_count", "completed_count")
	VALUES (p_company, v_day, p_branch, p_section, p_sign, v_pending, v_completed)
	ON CONFLICT ("company_id", "day", "branch_id", "section_id") DO UPDATE SET
		"order_count" = c."order_count" + excluded."order_count",
		"pending_count" = c."pending_count" + excluded."pending_count",
		"completed_count" = c."completed_count" + excluded."completed_count";
	INSERT INTO "order_daily_totals" AS t
		("company_id", "day", "order_count", "pending_count", "completed_count")
	VALUES (p_company, v_day, p_sign, v_pending, v_completed)
	ON CONFLICT ("company_id", "day") DO UPDATE SET
		"order_count" = t."order_count" + excluded."order_count",
		"pending_count" = t."pending_count" + excluded."pending_count",
		"completed_count" = t."completed_count" + excluded."completed_count";
	IF p_sign < 0 THEN
		DELETE FROM "order_daily_counts"
		WHERE "company_id" = p_company AND "day" = v_day AND "order_count" = 0;
		DELETE FROM "order_daily_totals"
		WHERE "company_id" = p_company AND "day" = v_day AND "order_count" = 0;
	END IF;
END;
$$;--> statement-breakpoint
INSERT INTO "order_daily_totals" ("company_id", "day", "order_count", "pending_count", "completed_count")
SELECT "company_id", "day", sum("order_count"), sum("pending_count"), sum("completed_count")
FROM "order_daily_counts"
GROUP BY 1, 2;
