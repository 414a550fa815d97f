CREATE TABLE "order_daily_branch_totals" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"day" date NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_branch_totals_company_id_branch_id_day_pk" PRIMARY KEY("company_id","branch_id","day")
);
--> statement-breakpoint
CREATE TABLE "quote_daily_branch_totals" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"accepted_count" integer DEFAULT 0 NOT NULL,
	"declined_count" integer DEFAULT 0 NOT NULL,
	"accepted_halalas" bigint DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"collected_halalas" bigint DEFAULT 0 NOT NULL,
	"refunded_halalas" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_daily_branch_totals_company_id_branch_id_day_pk" PRIMARY KEY("company_id","branch_id","day")
);
--> statement-breakpoint
-- The order counts' trigger function (0005) now also keeps each branch's day totals, between the
-- place rows and the company rows: every writer still takes the rows it changes in one order
-- (places, then branches, then companies, each sorted by key), so writers wait for each other
-- rather than deadlock.
CREATE OR REPLACE FUNCTION "order_daily_counts_add"(p_deltas "order_daily_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
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

	INSERT INTO "order_daily_branch_totals" AS b
		("company_id", "branch_id", "day", "order_count", "pending_count", "completed_count")
	SELECT d."company_id", d."branch_id", d."day", sum(d."order_count"), sum(d."pending_count"), sum(d."completed_count")
	FROM unnest(p_deltas) AS d
	WHERE d."branch_id" IS NOT NULL
	GROUP BY d."company_id", d."day", d."branch_id"
	HAVING sum(d."order_count") <> 0 OR sum(d."pending_count") <> 0 OR sum(d."completed_count") <> 0
	ORDER BY d."company_id", d."day", d."branch_id"
	ON CONFLICT ("company_id", "branch_id", "day") DO UPDATE SET
		"order_count" = b."order_count" + excluded."order_count",
		"pending_count" = b."pending_count" + excluded."pending_count",
		"completed_count" = b."completed_count" + excluded."completed_count";
	IF v_shrinks THEN
		DELETE FROM "order_daily_branch_totals" AS b
		USING (
			SELECT d."company_id", d."branch_id", d."day" FROM unnest(p_deltas) AS d
			WHERE d."branch_id" IS NOT NULL
			GROUP BY d."company_id", d."branch_id", d."day" HAVING sum(d."order_count") < 0
		) AS d
		WHERE b."company_id" = d."company_id" AND b."branch_id" = d."branch_id" AND b."day" = d."day"
			AND b."order_count" = 0;
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
-- Each server process keeps the statistics it answered until they change (stats-cache.ts). The
-- order trigger says which companies' statistics a statement changed, on `taseer_stats`, when
-- its transaction commits: its orders' counts, places or days, and what their sales still owe.
-- An update touching none of those (a claim, a note, a search text) says nothing. Identical
-- payloads in one transaction arrive once.
CREATE FUNCTION "stats_changed"(p_companies uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_company uuid;
BEGIN
	FOREACH v_company IN ARRAY p_companies LOOP
		PERFORM pg_notify('taseer_stats', v_company::text);
	END LOOP;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_daily_counts_track_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		PERFORM "stats_changed"(ARRAY(SELECT DISTINCT "company_id" FROM new_rows));
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
		PERFORM "stats_changed"(ARRAY(SELECT DISTINCT "company_id" FROM old_rows));
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
		PERFORM "stats_changed"(ARRAY(
			SELECT DISTINCT o."company_id"
			FROM old_rows AS o JOIN new_rows AS n ON n."id" = o."id"
			WHERE (o."company_id", o."branch_id", o."section_id", o."created_at", o."status",
					o."quote_status", o."owed_halalas", o."fulfilment_stage")
				IS DISTINCT FROM (n."company_id", n."branch_id", n."section_id", n."created_at", n."status",
					n."quote_status", n."owed_halalas", n."fulfilment_stage")
		));
	END IF;
	IF cardinality(v_deltas) > 0 THEN
		PERFORM "order_daily_counts_add"(v_deltas);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- A place's day of quote counts is added to its branch's day, then its company's (the order
-- above), and says so on `taseer_stats`.
CREATE OR REPLACE FUNCTION "quote_daily_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."branch_id" IS NOT NULL THEN
		INSERT INTO "quote_daily_branch_totals" AS b
			("company_id", "branch_id", "day", "sent_count", "accepted_count", "declined_count",
			 "accepted_halalas", "paid_count", "delivered_count", "collected_halalas", "refunded_halalas")
		VALUES (
			NEW."company_id", NEW."branch_id", NEW."day",
			NEW."sent_count" - coalesce(OLD."sent_count", 0),
			NEW."accepted_count" - coalesce(OLD."accepted_count", 0),
			NEW."declined_count" - coalesce(OLD."declined_count", 0),
			NEW."accepted_halalas" - coalesce(OLD."accepted_halalas", 0),
			NEW."paid_count" - coalesce(OLD."paid_count", 0),
			NEW."delivered_count" - coalesce(OLD."delivered_count", 0),
			NEW."collected_halalas" - coalesce(OLD."collected_halalas", 0),
			NEW."refunded_halalas" - coalesce(OLD."refunded_halalas", 0)
		)
		ON CONFLICT ("company_id", "branch_id", "day") DO UPDATE SET
			"sent_count" = b."sent_count" + excluded."sent_count",
			"accepted_count" = b."accepted_count" + excluded."accepted_count",
			"declined_count" = b."declined_count" + excluded."declined_count",
			"accepted_halalas" = b."accepted_halalas" + excluded."accepted_halalas",
			"paid_count" = b."paid_count" + excluded."paid_count",
			"delivered_count" = b."delivered_count" + excluded."delivered_count",
			"collected_halalas" = b."collected_halalas" + excluded."collected_halalas",
			"refunded_halalas" = b."refunded_halalas" + excluded."refunded_halalas";
	END IF;
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
	PERFORM pg_notify('taseer_stats', NEW."company_id"::text);
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- The people, branches and sections the statistics count: a company's change says so too. An
-- update says so only when it moves someone or something the statistics count by (a user's
-- role or place, a section's branch), not for a new name or photo.
CREATE FUNCTION "stats_people_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM "stats_changed"(ARRAY(SELECT DISTINCT "company_id" FROM old_rows WHERE "company_id" IS NOT NULL));
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM "stats_changed"(ARRAY(SELECT DISTINCT "company_id" FROM new_rows WHERE "company_id" IS NOT NULL));
	ELSIF TG_TABLE_NAME = 'users' THEN
		PERFORM "stats_changed"(ARRAY(
			SELECT DISTINCT c FROM old_rows AS o JOIN new_rows AS n ON n."id" = o."id",
				LATERAL (VALUES (o."company_id"), (n."company_id")) AS companies(c)
			WHERE c IS NOT NULL
				AND (o."role", o."company_id", o."branch_id", o."section_id")
					IS DISTINCT FROM (n."role", n."company_id", n."branch_id", n."section_id")
		));
	ELSE
		PERFORM "stats_changed"(ARRAY(
			SELECT DISTINCT n."company_id" FROM old_rows AS o JOIN new_rows AS n ON n."id" = o."id"
			WHERE o."branch_id" IS DISTINCT FROM n."branch_id"
		));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_stats_insert" AFTER INSERT ON "users"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "stats_people_changed"();--> statement-breakpoint
CREATE TRIGGER "users_stats_update" AFTER UPDATE ON "users"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "stats_people_changed"();--> statement-breakpoint
CREATE TRIGGER "users_stats_delete" AFTER DELETE ON "users"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "stats_people_changed"();--> statement-breakpoint
CREATE TRIGGER "branches_stats_insert" AFTER INSERT ON "branches"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "stats_people_changed"();--> statement-breakpoint
CREATE TRIGGER "branches_stats_delete" AFTER DELETE ON "branches"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "stats_people_changed"();--> statement-breakpoint
CREATE TRIGGER "sections_stats_insert" AFTER INSERT ON "sections"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "stats_people_changed"();--> statement-breakpoint
CREATE TRIGGER "sections_stats_update" AFTER UPDATE ON "sections"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "stats_people_changed"();--> statement-breakpoint
CREATE TRIGGER "sections_stats_delete" AFTER DELETE ON "sections"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "stats_people_changed"();--> statement-breakpoint
INSERT INTO "order_daily_branch_totals"
	("company_id", "branch_id", "day", "order_count", "pending_count", "completed_count")
SELECT "company_id", "branch_id", "day", sum("order_count"), sum("pending_count"), sum("completed_count")
FROM "order_daily_counts"
WHERE "branch_id" IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "quote_daily_branch_totals"
	("company_id", "branch_id", "day", "sent_count", "accepted_count", "declined_count",
	 "accepted_halalas", "paid_count", "delivered_count", "collected_halalas", "refunded_halalas")
SELECT "company_id", "branch_id", "day", sum("sent_count"), sum("accepted_count"), sum("declined_count"),
	sum("accepted_halalas"), sum("paid_count"), sum("delivered_count"), sum("collected_halalas"),
	sum("refunded_halalas")
FROM "quote_daily_counts"
WHERE "branch_id" IS NOT NULL
GROUP BY 1, 2, 3;
