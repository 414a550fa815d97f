-- A part's quotes on a make and model, by model year: the price memory reads each nearby year's
-- newest quotes as one range. Filtering one range of every year by the year read every quote of
-- a common part when none was of the years asked for (220 ms at 1.4 million quoted parts).
-- Covering (INCLUDE, written here: drizzle's index builder has no such clause).
CREATE INDEX "quoted_parts_vehicle_part_year_idx" ON "quoted_parts" USING btree ("company_id","mark_key","model_key","part_key","year","quoted_at" DESC NULLS LAST) INCLUDE ("unit_halalas","kind","order_id","quote_id");
