CREATE TABLE "tax_document_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_counter" integer DEFAULT 0 NOT NULL,
	"last_invoice_number" integer DEFAULT 0 NOT NULL,
	"last_credit_note_number" integer DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"branch_id" uuid,
	"kind" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"counter" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"quote_id" uuid,
	"original_id" uuid,
	"refund_id" uuid,
	"reason" text,
	"seller" jsonb NOT NULL,
	"buyer_name" text,
	"lines" jsonb NOT NULL,
	"net_halalas" bigint NOT NULL,
	"vat_halalas" bigint NOT NULL,
	"total_halalas" bigint NOT NULL,
	"xml" text NOT NULL,
	"hash" text NOT NULL,
	"previous_hash" text NOT NULL,
	"qr" text NOT NULL,
	"issued_by" uuid,
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "tax_profiles" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"legal_name_ar" text,
	"legal_name_en" text,
	"building_number" text,
	"street" text,
	"district" text,
	"city" text,
	"postal_code" text,
	"additional_number" text,
	"issuing_branch_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_issuing_branch_id_branches_id_fk" FOREIGN KEY ("issuing_branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_company_counter_unique" ON "tax_documents" USING btree ("company_id","counter");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_company_number_unique" ON "tax_documents" USING btree ("company_id","kind","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_per_order" ON "tax_documents" USING btree ("order_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_unique" ON "tax_documents" USING btree ("refund_id") WHERE refund_id is not null;--> statement-breakpoint
CREATE INDEX "tax_documents_company_issued_idx" ON "tax_documents" USING btree ("company_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id","counter");--> statement-breakpoint
-- A tax document is never changed once issued, by anyone: a correction is a credit note. No
-- retention deletes them here (the law keeps them for years); TRUNCATE is refused too.
CREATE FUNCTION "tax_documents_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'tax_documents is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_append_only" BEFORE UPDATE OR DELETE ON "tax_documents"
	FOR EACH ROW EXECUTE FUNCTION "tax_documents_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "tax_documents_no_truncate" BEFORE TRUNCATE ON "tax_documents"
	FOR EACH STATEMENT EXECUTE FUNCTION "tax_documents_refuse_change"();
