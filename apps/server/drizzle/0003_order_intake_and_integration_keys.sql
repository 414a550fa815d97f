CREATE TABLE "order_ref_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "order_ref_counters" ADD CONSTRAINT "order_ref_counters_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_company_active_unique" ON "integration_keys" USING btree ("company_id") WHERE "integration_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_chassis_unique" ON "vehicles" USING btree ("company_id","chassis") WHERE "vehicles"."chassis" is not null;--> statement-breakpoint
-- Companies that already have orders carry on from their highest reference number, with the
-- letters of their newest reference (`RYN-00420` → prefix RYN, next RYN-00421).
INSERT INTO "order_ref_counters" ("company_id", "prefix", "last_number")
SELECT
	"company_id",
	coalesce((array_agg(substring("order_ref" from '^([A-Z]+)-[0-9]+$') ORDER BY "created_at" DESC))[1], 'ORD'),
	coalesce(max(substring("order_ref" from '-([0-9]+)$')::integer), 0)
FROM "orders"
GROUP BY "company_id";
