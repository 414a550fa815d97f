CREATE TABLE "order_daily_counts" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"branch_id" uuid,
	"section_id" uuid,
	"order_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_counts_place_unique" UNIQUE NULLS NOT DISTINCT("company_id","day","branch_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "stream_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_daily_counts_company_branch_day_idx" ON "order_daily_counts" USING btree ("company_id","branch_id","day");--> statement-breakpoint
CREATE INDEX "order_daily_counts_company_section_day_idx" ON "order_daily_counts" USING btree ("company_id","section_id","day");--> statement-breakpoint
CREATE INDEX "stream_tickets_expires_idx" ON "stream_tickets" USING btree ("expires_at");--> statement-breakpoint
-- Orders per Riyadh calendar day and place, kept by triggers so that every write to orders (the
-- order services, seeding, ON DELETE SET NULL of a branch or section, a company's delete) keeps
-- it right in its own transaction. p_sign is 1 to count an order in, -1 to count it out.
CREATE FUNCTION "order_daily_counts_apply"(
	p_company uuid, p_branch uuid, p_section uuid, p_created timestamptz, p_status order_status, p_sign integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_day date := (p_created AT TIME ZONE 'Asia/Riyadh')::date;
BEGIN
	INSERT INTO "order_daily_counts" AS c
		("company_id", "day", "branch_id", "section_id", "order_count", "pending_count", "completed_count")
	VALUES (
		p_company, v_day, p_branch, p_section, p_sign,
		CASE WHEN p_status = 'pending' THEN p_sign ELSE 0 END,
		CASE WHEN p_status = 'completed' THEN p_sign ELSE 0 END
	)
	ON CONFLICT ("company_id", "day", "branch_id", "section_id") DO UPDATE SET
		"order_count" = c."order_count" + excluded."order_count",
		"pending_count" = c."pending_count" + excluded."pending_count",
		"completed_count" = c."completed_count" + excluded."completed_count";
	IF p_sign < 0 THEN
		DELETE FROM "order_daily_counts"
		WHERE "company_id" = p_company AND "day" = v_day AND "order_count" = 0;
	END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "order_daily_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM "order_daily_counts_apply"(OLD."company_id", OLD."branch_id", OLD."section_id", OLD."created_at", OLD."status", -1);
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		PERFORM "order_daily_counts_apply"(NEW."company_id", NEW."branch_id", NEW."section_id", NEW."created_at", NEW."status", 1);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_daily_counts_insert_delete" AFTER INSERT OR DELETE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "order_daily_counts_track"();--> statement-breakpoint
CREATE TRIGGER "orders_daily_counts_update" AFTER UPDATE ON "orders"
	FOR EACH ROW
	WHEN (
		OLD."company_id" IS DISTINCT FROM NEW."company_id"
		OR OLD."branch_id" IS DISTINCT FROM NEW."branch_id"
		OR OLD."section_id" IS DISTINCT FROM NEW."section_id"
		OR OLD."status" IS DISTINCT FROM NEW."status"
		OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
	)
	EXECUTE FUNCTION "order_daily_counts_track"();--> statement-breakpoint
-- Orders written before this migration.
INSERT INTO "order_daily_counts"
	("company_id", "day", "branch_id", "section_id", "order_count", "pending_count", "completed_count")
SELECT
	"company_id", ("created_at" AT TIME ZONE 'Asia/Riyadh')::date, "branch_id", "section_id",
	count(*), count(*) FILTER (WHERE "status" = 'pending'), count(*) FILTER (WHERE "status" = 'completed')
FROM "orders"
GROUP BY 1, 2, 3, 4;
