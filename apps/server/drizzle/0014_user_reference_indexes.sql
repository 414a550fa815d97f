CREATE INDEX "orders_manager_idx" ON "orders" USING btree ("manager_id") WHERE "orders"."manager_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_agent_idx" ON "orders" USING btree ("agent_id") WHERE "orders"."agent_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_assigned_by_idx" ON "orders" USING btree ("assigned_by") WHERE "orders"."assigned_by" is not null;--> statement-breakpoint
CREATE INDEX "orders_first_quoted_by_idx" ON "orders" USING btree ("first_quoted_by") WHERE "orders"."first_quoted_by" is not null;--> statement-breakpoint
CREATE INDEX "quotes_created_by_idx" ON "quotes" USING btree ("created_by") WHERE "quotes"."created_by" is not null;