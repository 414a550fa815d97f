CREATE TABLE "tax_document_reports" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reported_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zatca_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"api_secret_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_document_reports" ADD CONSTRAINT "tax_document_reports_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zatca_settings" ADD CONSTRAINT "zatca_settings_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_document_reports_company_status_idx" ON "tax_document_reports" USING btree ("company_id","status") WHERE status <> 'reported';