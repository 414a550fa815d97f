ALTER TABLE "orders" ADD COLUMN "pieces_text" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pieces_total" numeric;--> statement-breakpoint
-- A piece as the export has always written it: "name × quantity (price)", the price when set.
CREATE FUNCTION "piece_line"(name text, quantity integer, price numeric) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN name || ' × ' || quantity::text || coalesce(' (' || price::text || ')', '');--> statement-breakpoint
-- The orders' search text, pieces line (joined by " | ", in the order they were written) and
-- priced total, read again from their pieces; the line and total are null without pieces.
CREATE FUNCTION "refresh_orders_of_pieces"(order_ids uuid[]) RETURNS void LANGUAGE sql AS $$
	UPDATE orders o SET
		search_text = order_search_text(o.id),
		(pieces_text, pieces_total) = (
			SELECT string_agg(piece_line(p.name_ar, p.quantity, p.price), ' | ' ORDER BY p.created_at, p.id),
				sum(p.price * p.quantity)
			FROM pieces p WHERE p.company_id = o.company_id AND p.order_id = o.id)
	WHERE o.id = ANY (order_ids);
$$;--> statement-breakpoint
-- Pieces written, repriced or removed: their orders follow, once per statement.
CREATE FUNCTION "pieces_refresh_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM refresh_orders_of_pieces(ARRAY(SELECT DISTINCT order_id FROM new_pieces));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM refresh_orders_of_pieces(ARRAY(
			SELECT order_id FROM old_pieces UNION SELECT order_id FROM new_pieces));
	ELSE
		PERFORM refresh_orders_of_pieces(ARRAY(SELECT DISTINCT order_id FROM old_pieces));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "pieces_order_search_insert" ON "pieces";--> statement-breakpoint
DROP FUNCTION "pieces_refresh_order_search"();--> statement-breakpoint
CREATE TRIGGER "pieces_refresh_orders_insert" AFTER INSERT ON "pieces"
	REFERENCING NEW TABLE AS new_pieces
	FOR EACH STATEMENT EXECUTE FUNCTION "pieces_refresh_orders"();--> statement-breakpoint
CREATE TRIGGER "pieces_refresh_orders_update" AFTER UPDATE ON "pieces"
	REFERENCING OLD TABLE AS old_pieces NEW TABLE AS new_pieces
	FOR EACH STATEMENT EXECUTE FUNCTION "pieces_refresh_orders"();--> statement-breakpoint
CREATE TRIGGER "pieces_refresh_orders_delete" AFTER DELETE ON "pieces"
	REFERENCING OLD TABLE AS old_pieces
	FOR EACH STATEMENT EXECUTE FUNCTION "pieces_refresh_orders"();--> statement-breakpoint
-- The orders written before: one grouped pass over the pieces rather than a lookup per order.
UPDATE "orders" o SET "pieces_text" = s.line, "pieces_total" = s.total
FROM (
	SELECT p.order_id,
		string_agg(piece_line(p.name_ar, p.quantity, p.price), ' | ' ORDER BY p.created_at, p.id) AS line,
		sum(p.price * p.quantity) AS total
	FROM pieces p GROUP BY p.order_id
) s
WHERE o.id = s.order_id;
