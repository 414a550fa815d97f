-- The orders' search ignores spaces: staff type a name as "عبد الرحمن" or "عبدالرحمن" and
-- both find both. The trigram index now holds the folded search text without its spaces, and the
-- list matches the typed term, folded and without its spaces, against that same expression. A
-- match in the spaced text is still one here (removing spaces from both keeps every substring).
DROP INDEX "orders_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_search_compact_trgm_idx" ON "orders" USING gin (replace("search_text", ' ', '') gin_trgm_ops);
