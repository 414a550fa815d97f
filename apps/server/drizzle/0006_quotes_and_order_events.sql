CREATE TYPE "public"."quote_status" AS ENUM('sent', 'viewed', 'accepted', 'declined', 'expired', 'withdrawn', 'superseded');--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_daily_counts" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"branch_id" uuid,
	"section_id" uuid,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"accepted_count" integer DEFAULT 0 NOT NULL,
	"declined_count" integer DEFAULT 0 NOT NULL,
	"accepted_halalas" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_daily_counts_place_unique" UNIQUE NULLS NOT DISTINCT("company_id","day","branch_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "quote_links" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_terms" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"vat_rate_basis_points" integer DEFAULT 1500 NOT NULL,
	"vat_number" text,
	"prices_include_vat" boolean DEFAULT false NOT NULL,
	"validity_hours" integer DEFAULT 48 NOT NULL,
	"delivery_fee_halalas" bigint DEFAULT 0 NOT NULL,
	"terms" text,
	"message_template" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_terms_vat_rate_range" CHECK ("quote_terms"."vat_rate_basis_points" between 0 and 10000),
	CONSTRAINT "quote_terms_validity_range" CHECK ("quote_terms"."validity_hours" between 1 and 720),
	CONSTRAINT "quote_terms_delivery_not_negative" CHECK ("quote_terms"."delivery_fee_halalas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" "quote_status" DEFAULT 'sent' NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"prices_include_vat" boolean NOT NULL,
	"vat_number" text,
	"terms" text,
	"delivery_halalas" bigint NOT NULL,
	"subtotal_halalas" bigint NOT NULL,
	"vat_halalas" bigint NOT NULL,
	"total_halalas" bigint NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"answer" jsonb,
	"accepted_subtotal_halalas" bigint,
	"accepted_vat_halalas" bigint,
	"accepted_total_halalas" bigint
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_status" "quote_status";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_terms" ADD CONSTRAINT "quote_terms_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_company_order_idx" ON "order_events" USING btree ("company_id","order_id","id");--> statement-breakpoint
CREATE INDEX "order_events_company_id_idx" ON "order_events" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_links_token_hash_unique" ON "quote_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_order_version_unique" ON "quotes" USING btree ("order_id","version");--> statement-breakpoint
CREATE INDEX "quotes_company_created_idx" ON "quotes" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "quotes_open_valid_until_idx" ON "quotes" USING btree ("valid_until") WHERE "quotes"."status" in ('sent', 'viewed');--> statement-breakpoint
CREATE INDEX "orders_company_quote_status_created_idx" ON "orders" USING btree ("company_id","quote_status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Order events are history: rows are added, never changed (a company's or an order's deletion
-- still removes them through the foreign keys' cascade).
CREATE FUNCTION "order_events_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'order_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_append_only" BEFORE UPDATE ON "order_events"
	FOR EACH ROW EXECUTE FUNCTION "order_events_refuse_update"();
