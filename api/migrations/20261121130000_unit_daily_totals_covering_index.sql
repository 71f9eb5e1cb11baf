-- The dashboard reads daily totals by supplier, date column and day range; with the summed
-- columns included, PostgreSQL answers from the index alone (once vacuumed).
create index unit_daily_totals_summary_index on unit_daily_totals (supplier_id, date_column, day)
  include (category, outcome, units, co2e_kg);
