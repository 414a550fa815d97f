CREATE TABLE "order_intake_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"default_section_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_intake_settings" ADD CONSTRAINT "order_intake_settings_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_intake_settings" ADD CONSTRAINT "order_intake_settings_default_section_id_sections_id_fk" FOREIGN KEY ("default_section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_unrouted_created_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id") WHERE "orders"."section_id" is null and "orders"."status" = 'pending';