-- The provider maintains the everyday equivalents like the CO2 factors (admin command
-- `co2-equivalents`, POST /api/provider/<country>/co2-equivalents): published rows are never
-- changed or deleted and a new one is valid from tomorrow at the earliest, so the figures shown
-- for a period up to today stay as they were.
create trigger equivalent_factors_published before update or delete on equivalent_factors
  for each row execute function refuse_changing_published_co2_figures();
create trigger equivalent_factors_not_backdated before insert on equivalent_factors
  for each row execute function refuse_backdated_co2_figures();

-- A source is written in English (the source column, also under "en") and may carry a
-- translation per portal language, as the provider's other texts; readers without one get English.
alter table equivalent_factors drop constraint equivalent_factors_source_texts_check;
alter table equivalent_factors add constraint equivalent_factors_source_texts_check check (
  source_texts is null or (jsonb_typeof(source_texts) = 'object' and source_texts ? 'en'));
