-- The pricing desk: who holds an order, when its first quote is due, what the search box
-- matches, and every price quoted before (the price memory).
--
-- taseer_fold is the one definition of "the same text" for search and price memory: lower
-- case, أ إ آ ٱ as ا, ة as ه, ى as ي, Arabic-Indic and Persian digits as ASCII digits, no
-- tatweel or diacritics, runs of spaces as one. Both the stored text and the typed term pass
-- through it, so they can only agree.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION "taseer_fold"(value text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	RETURN btrim(regexp_replace(
		translate(lower(value),
			'أإآٱىة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ـًٌٍَُِّْٰ',
			'اااايه01234567890123456789'),
		'\s+', ' ', 'g'));--> statement-breakpoint
-- What an order's search matches: its reference, client (name, phone as stored and as dialled
-- from abroad) and vehicle, written when the order is inserted (the trigger below), and then
-- with every part's names and number once its pieces are (the trigger on pieces), so every way
-- of writing orders keeps it: intake, seeds, bulk loads.
CREATE FUNCTION "order_head_text"(ref text, client uuid, vehicle uuid) RETURNS text
	LANGUAGE sql STABLE PARALLEL SAFE
	RETURN (
		SELECT concat_ws(' ', ref, c.username, c.phone_number,
			replace(c.dial_code, '+', '') || ltrim(c.phone_number, '0'),
			(SELECT concat_ws(' ', v.mark, v.model, v.chassis) FROM vehicles v WHERE v.id = vehicle))
		FROM clients c WHERE c.id = client);--> statement-breakpoint
CREATE FUNCTION "order_search_text"(order_id uuid) RETURNS text
	LANGUAGE sql STABLE PARALLEL SAFE
	RETURN (
		SELECT taseer_fold(concat_ws(' ',
			order_head_text(o.order_ref, o.client_id, o.vehicle_id),
			(SELECT string_agg(concat_ws(' ', p.name_ar, p.name_en, p.serial), ' ' ORDER BY p.created_at, p.id)
			 FROM pieces p WHERE p.company_id = o.company_id AND p.order_id = o.id)))
		FROM orders o WHERE o.id = order_id);--> statement-breakpoint
CREATE FUNCTION "orders_search_text_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_text := coalesce(taseer_fold(order_head_text(NEW.order_ref, NEW.client_id, NEW.vehicle_id)), '');
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_search_text_insert" BEFORE INSERT ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "orders_search_text_on_insert"();--> statement-breakpoint
CREATE TABLE "quoted_parts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"part_key" text NOT NULL,
	"part_number_key" text,
	"mark_key" text NOT NULL,
	"model_key" text NOT NULL,
	"year" integer,
	"kind" text,
	"unit_halalas" bigint NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "working_hours" jsonb DEFAULT '[{"day":0,"open":"08:00","close":"22:00"},{"day":1,"open":"08:00","close":"22:00"},{"day":2,"open":"08:00","close":"22:00"},{"day":3,"open":"08:00","close":"22:00"},{"day":4,"open":"08:00","close":"22:00"},{"day":5,"open":"16:00","close":"22:00"},{"day":6,"open":"08:00","close":"22:00"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "first_quote_target_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_quote_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_quoted_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quoted_parts" ADD CONSTRAINT "quoted_parts_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quoted_parts" ADD CONSTRAINT "quoted_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quoted_parts" ADD CONSTRAINT "quoted_parts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Covering (INCLUDE, written here: drizzle's index builder has no such clause): the price
-- memory reads its 200 newest rows of a part from the index alone, never the table's pages.
CREATE INDEX "quoted_parts_vehicle_part_idx" ON "quoted_parts" USING btree ("company_id","mark_key","model_key","part_key","quoted_at" DESC NULLS LAST) INCLUDE ("year","unit_halalas","kind","order_id","quote_id");--> statement-breakpoint
CREATE INDEX "quoted_parts_part_number_idx" ON "quoted_parts" USING btree ("company_id","part_number_key","quoted_at" DESC NULLS LAST) INCLUDE ("mark_key","model_key","part_key","year","unit_halalas","kind","order_id","quote_id") WHERE "quoted_parts"."part_number_key" is not null;--> statement-breakpoint
CREATE INDEX "quoted_parts_quote_idx" ON "quoted_parts" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_first_quoted_by_users_id_fk" FOREIGN KEY ("first_quoted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_company_claimed_created_idx" ON "orders" USING btree ("company_id","claimed_by","created_at" DESC NULLS LAST,"id") WHERE "orders"."claimed_by" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_client_created_idx" ON "orders" USING btree ("company_id","client_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_first_quote_due_idx" ON "orders" USING btree ("first_quote_due_at") WHERE "orders"."status" = 'pending' and "orders"."overdue_at" is null and "orders"."first_quote_due_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_first_quoted_idx" ON "orders" USING btree ("company_id","first_quoted_at") WHERE "orders"."first_quoted_at" is not null;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_first_quote_target_range" CHECK ("branches"."first_quote_target_minutes" between 5 and 1440);--> statement-breakpoint
-- The price memory's rows of one quote version: one per priced option of its lines, under the
-- folded part name and number and the order's folded make and model (none without a vehicle).
CREATE FUNCTION "record_quoted_parts"(p_quote_id uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO quoted_parts (company_id, order_id, quote_id, part_key, part_number_key,
		mark_key, model_key, year, kind, unit_halalas, quoted_at)
	SELECT q.company_id, q.order_id, q.id, taseer_fold(line->>'nameAr'),
		nullif(taseer_fold(coalesce(line->>'serial', '')), ''),
		taseer_fold(v.mark), taseer_fold(v.model), v.year,
		option->>'kind', (option->>'unitHalalas')::bigint, q.created_at
	FROM quotes q
	JOIN orders o ON o.id = q.order_id
	JOIN vehicles v ON v.id = o.vehicle_id
	CROSS JOIN LATERAL jsonb_array_elements(q.lines) AS line
	CROSS JOIN LATERAL jsonb_array_elements(line->'options') AS option
	WHERE q.id = p_quote_id AND line->>'state' = 'priced';
$$;--> statement-breakpoint
CREATE FUNCTION "pieces_refresh_order_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE orders SET search_text = order_search_text(orders.id)
	WHERE orders.id IN (SELECT DISTINCT order_id FROM new_pieces);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pieces_order_search_insert" AFTER INSERT ON "pieces"
	REFERENCING NEW TABLE AS new_pieces
	FOR EACH STATEMENT EXECUTE FUNCTION "pieces_refresh_order_search"();--> statement-breakpoint
-- A client renamed (or a vehicle corrected) by a later order shows so on its earlier orders too:
-- their search text follows what the rows show.
CREATE FUNCTION "orders_refresh_search_of_client"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE orders SET search_text = order_search_text(orders.id)
	WHERE orders.company_id = NEW.company_id AND orders.client_id = NEW.id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clients_order_search_update" AFTER UPDATE ON "clients"
	FOR EACH ROW
	WHEN (OLD."username" IS DISTINCT FROM NEW."username"
		OR OLD."phone_number" IS DISTINCT FROM NEW."phone_number"
		OR OLD."dial_code" IS DISTINCT FROM NEW."dial_code")
	EXECUTE FUNCTION "orders_refresh_search_of_client"();--> statement-breakpoint
CREATE FUNCTION "orders_refresh_search_of_vehicle"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE orders SET search_text = order_search_text(orders.id)
	WHERE orders.company_id = NEW.company_id AND orders.vehicle_id = NEW.id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "vehicles_order_search_update" AFTER UPDATE ON "vehicles"
	FOR EACH ROW
	WHEN (OLD."mark" IS DISTINCT FROM NEW."mark" OR OLD."model" IS DISTINCT FROM NEW."model"
		OR OLD."chassis" IS DISTINCT FROM NEW."chassis")
	EXECUTE FUNCTION "orders_refresh_search_of_vehicle"();--> statement-breakpoint
UPDATE "orders" SET "search_text" = order_search_text("id");--> statement-breakpoint
-- The first quote of orders priced before: version 1 and who issued it.
UPDATE "orders" o SET "first_quoted_at" = q.created_at, "first_quoted_by" = q.created_by
	FROM "quotes" q WHERE q.order_id = o.id AND q.version = 1;--> statement-breakpoint
SELECT record_quoted_parts(id) FROM "quotes";
