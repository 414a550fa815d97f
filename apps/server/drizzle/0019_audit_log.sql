CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_role" "role",
	"actor_name" text,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_company_created_idx" ON "audit_events" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_company_actor_idx" ON "audit_events" USING btree ("company_id","actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_company_kind_idx" ON "audit_events" USING btree ("company_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
-- The audit log is history: rows are added, never changed. UPDATE and TRUNCATE are always refused;
-- DELETE only by the retention's prune, which turns `taseer.audit_prune` on for its own
-- transaction, and even then only of rows older than 30 days (the shortest retention the server
-- accepts), so no mistake in the application can erase what just happened.
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE'
		AND current_setting('taseer.audit_prune', true) = 'on'
		AND OLD.created_at < now() - interval '30 days' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
