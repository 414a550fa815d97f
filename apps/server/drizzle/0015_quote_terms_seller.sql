ALTER TABLE "quote_terms" ADD COLUMN "commercial_registration" text;--> statement-breakpoint
ALTER TABLE "quote_terms" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "quote_terms" ADD COLUMN "whatsapp_phone" text;