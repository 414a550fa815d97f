CREATE TABLE "branch_tax_addresses" (
	"branch_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"building_number" text NOT NULL,
	"street" text NOT NULL,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"additional_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_tax_addresses" ADD CONSTRAINT "branch_tax_addresses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_tax_addresses" ADD CONSTRAINT "branch_tax_addresses_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;