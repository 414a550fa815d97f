CREATE TABLE "quote_daily_totals" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"accepted_count" integer DEFAULT 0 NOT NULL,
	"declined_count" integer DEFAULT 0 NOT NULL,
	"accepted_halalas" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_daily_totals_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
-- Every change to a place's day of quote counts is added to its company's day: inserted rows
-- count whole, updated ones by their difference (rows are only ever inserted and added to).
CREATE FUNCTION "quote_daily_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "quote_daily_totals" AS t
		("company_id", "day", "sent_count", "accepted_count", "declined_count", "accepted_halalas")
	VALUES (
		NEW."company_id", NEW."day",
		NEW."sent_count" - coalesce(OLD."sent_count", 0),
		NEW."accepted_count" - coalesce(OLD."accepted_count", 0),
		NEW."declined_count" - coalesce(OLD."declined_count", 0),
		NEW."accepted_halalas" - coalesce(OLD."accepted_halalas", 0)
	)
	ON CONFLICT ("company_id", "day") DO UPDATE SET
		"sent_count" = t."sent_count" + excluded."sent_count",
		"accepted_count" = t."accepted_count" + excluded."accepted_count",
		"declined_count" = t."declined_count" + excluded."declined_count",
		"accepted_halalas" = t."accepted_halalas" + excluded."accepted_halalas";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quote_daily_totals_follow" AFTER INSERT OR UPDATE ON "quote_daily_counts"
	FOR EACH ROW EXECUTE FUNCTION "quote_daily_totals_follow"();--> statement-breakpoint
INSERT INTO "quote_daily_totals"
	("company_id", "day", "sent_count", "accepted_count", "declined_count", "accepted_halalas")
SELECT "company_id", "day", sum("sent_count"), sum("accepted_count"), sum("declined_count"),
	sum("accepted_halalas")
FROM "quote_daily_counts"
GROUP BY 1, 2;
