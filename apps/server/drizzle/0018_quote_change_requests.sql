CREATE TABLE "quote_change_requests" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"note" text,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_change_requests" ADD CONSTRAINT "quote_change_requests_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_change_requests" ADD CONSTRAINT "quote_change_requests_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_change_requests_company_idx" ON "quote_change_requests" USING btree ("company_id","created_at");