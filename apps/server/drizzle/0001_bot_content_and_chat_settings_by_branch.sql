-- The company is no longer the key of its chat settings: each branch gets its own record too.
ALTER TABLE "chat_settings" DROP CONSTRAINT "chat_settings_pkey";--> statement-breakpoint
ALTER TABLE "ai_questions" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_questions" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tasks" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_tasks" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_questions" ADD CONSTRAINT "ai_questions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tasks" ADD CONSTRAINT "ai_tasks_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_questions_company_branch_seq_idx" ON "ai_questions" USING btree ("company_id","branch_id","seq");--> statement-breakpoint
CREATE INDEX "ai_tasks_company_branch_seq_idx" ON "ai_tasks" USING btree ("company_id","branch_id","seq");--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_scope_unique" UNIQUE NULLS NOT DISTINCT("company_id","branch_id");