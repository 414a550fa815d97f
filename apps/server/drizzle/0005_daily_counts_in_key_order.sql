-- The per-day count tables (0002, 0004) were kept by a row-level trigger that wrote, for each
-- changed order, its place's row and then its company's row of that day. Two statements touching
-- one company and day could then take those rows in opposite orders and deadlock: deleting a
-- section moves its orders to the branch (its row, the company's row, then the branch's row),
-- while an order arriving at that branch takes the branch's row and then the company's.
--
-- Now one trigger per statement adds up the statement's changes, then writes every place row in
-- (company, day, branch, section) order and after them every company row in (company, day)
-- order. All writers take these rows in that one order, so they wait for each other instead of
-- deadlocking; a statement also writes each row once, and not at all when its changes cancel out
-- (an order moved within a day leaves the company's row alone).
CREATE TYPE "order_daily_delta" AS (
	"company_id" uuid,
	"day" date,
	"branch_id" uuid,
	"section_id" uuid,
	"order_count" integer,
	"pending_count" integer,
	"completed_count" integer
);--> statement-breakpoint
CREATE FUNCTION "order_daily_counts_add"(p_deltas "order_daily_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_delta "order_daily_delta";
	v_shrinks boolean := false;
BEGIN
	-- Only a statement that takes orders out of a row can leave it at zero (most add one order
	-- or change a status): the deletes below are skipped otherwise.
	FOREACH v_delta IN ARRAY p_deltas LOOP
		IF v_delta."order_count" < 0 THEN
			v_shrinks := true;
			EXIT;
		END IF;
	END LOOP;

	INSERT INTO "order_daily_counts" AS c
		("company_id", "day", "branch_id", "section_id", "order_count", "pending_count", "completed_count")
	SELECT d."company_id", d."day", d."branch_id", d."section_id", d."order_count", d."pending_count", d."completed_count"
	FROM unnest(p_deltas) AS d
	WHERE d."order_count" <> 0 OR d."pending_count" <> 0 OR d."completed_count" <> 0
	ORDER BY d."company_id", d."day", d."branch_id", d."section_id"
	ON CONFLICT ("company_id", "day", "branch_id", "section_id") DO UPDATE SET
		"order_count" = c."order_count" + excluded."order_count",
		"pending_count" = c."pending_count" + excluded."pending_count",
		"completed_count" = c."completed_count" + excluded."completed_count";
	-- Rows falling to zero go; they were locked just above, so this takes no new lock.
	IF v_shrinks THEN
		DELETE FROM "order_daily_counts" AS c
		USING unnest(p_deltas) AS d
		WHERE d."order_count" < 0
			AND c."company_id" = d."company_id" AND c."day" = d."day"
			AND c."branch_id" IS NOT DISTINCT FROM d."branch_id"
			AND c."section_id" IS NOT DISTINCT FROM d."section_id"
			AND c."order_count" = 0;
	END IF;

	INSERT INTO "order_daily_totals" AS t
		("company_id", "day", "order_count", "pending_count", "completed_count")
	SELECT d."company_id", d."day", sum(d."order_count"), sum(d."pending_count"), sum(d."completed_count")
	FROM unnest(p_deltas) AS d
	GROUP BY d."company_id", d."day"
	HAVING sum(d."order_count") <> 0 OR sum(d."pending_count") <> 0 OR sum(d."completed_count") <> 0
	ORDER BY d."company_id", d."day"
	ON CONFLICT ("company_id", "day") DO UPDATE SET
		"order_count" = t."order_count" + excluded."order_count",
		"pending_count" = t."pending_count" + excluded."pending_count",
		"completed_count" = t."completed_count" + excluded."completed_count";
	IF v_shrinks THEN
		DELETE FROM "order_daily_totals" AS t
		USING (
			SELECT d."company_id", d."day" FROM unnest(p_deltas) AS d
			GROUP BY d."company_id", d."day" HAVING sum(d."order_count") < 0
		) AS d
		WHERE t."company_id" = d."company_id" AND t."day" = d."day" AND t."order_count" = 0;
	END IF;
END;
$$;--> statement-breakpoint
-- The statement's orders counted out (old_rows) and in (new_rows), added up per place and day.
-- INSERT has only new_rows and DELETE only old_rows; PL/pgSQL plans a branch only when it runs.
CREATE FUNCTION "order_daily_counts_track_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_deltas "order_daily_delta"[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		v_deltas := ARRAY(
			SELECT ROW("company_id", "day", "branch_id", "section_id", sum(n), sum(p), sum(c))::"order_daily_delta"
			FROM (
				SELECT "company_id", ("created_at" AT TIME ZONE 'Asia/Riyadh')::date AS "day", "branch_id", "section_id",
					1 AS n, ("status" = 'pending')::int AS p, ("status" = 'completed')::int AS c
				FROM new_rows
			) AS changes
			GROUP BY "company_id", "day", "branch_id", "section_id"
		);
	ELSIF TG_OP = 'DELETE' THEN
		v_deltas := ARRAY(
			SELECT ROW("company_id", "day", "branch_id", "section_id", sum(n), sum(p), sum(c))::"order_daily_delta"
			FROM (
				SELECT "company_id", ("created_at" AT TIME ZONE 'Asia/Riyadh')::date AS "day", "branch_id", "section_id",
					-1 AS n, -("status" = 'pending')::int AS p, -("status" = 'completed')::int AS c
				FROM old_rows
			) AS changes
			GROUP BY "company_id", "day", "branch_id", "section_id"
		);
	ELSE
		v_deltas := ARRAY(
			SELECT ROW("company_id", "day", "branch_id", "section_id", sum(n), sum(p), sum(c))::"order_daily_delta"
			FROM (
				SELECT "company_id", ("created_at" AT TIME ZONE 'Asia/Riyadh')::date AS "day", "branch_id", "section_id",
					1 AS n, ("status" = 'pending')::int AS p, ("status" = 'completed')::int AS c
				FROM new_rows
				UNION ALL
				SELECT "company_id", ("created_at" AT TIME ZONE 'Asia/Riyadh')::date AS "day", "branch_id", "section_id",
					-1 AS n, -("status" = 'pending')::int AS p, -("status" = 'completed')::int AS c
				FROM old_rows
			) AS changes
			GROUP BY "company_id", "day", "branch_id", "section_id"
		);
	END IF;
	IF cardinality(v_deltas) > 0 THEN
		PERFORM "order_daily_counts_add"(v_deltas);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "orders_daily_counts_insert_delete" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_daily_counts_update" ON "orders";--> statement-breakpoint
DROP FUNCTION "order_daily_counts_track"();--> statement-breakpoint
DROP FUNCTION "order_daily_counts_apply"(uuid, uuid, uuid, timestamptz, order_status, integer);--> statement-breakpoint
CREATE TRIGGER "orders_daily_counts_insert" AFTER INSERT ON "orders"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_daily_counts_track_statement"();--> statement-breakpoint
CREATE TRIGGER "orders_daily_counts_update" AFTER UPDATE ON "orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_daily_counts_track_statement"();--> statement-breakpoint
CREATE TRIGGER "orders_daily_counts_delete" AFTER DELETE ON "orders"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_daily_counts_track_statement"();
