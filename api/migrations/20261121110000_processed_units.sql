-- Processed units (assets) and the factors behind the environmental dashboard.

-- Equipment categories; their names are translated in the web app (units.categories.<code>).
create table unit_categories (
  code text primary key check (code ~ '^[a-z][a-z_]{1,39}$'),
  position integer not null default 0
);

insert into unit_categories (code, position) values
  ('laptop', 1), ('desktop', 2), ('monitor', 3), ('mobile_phone', 4), ('tablet', 5),
  ('server', 6), ('network', 7), ('printer', 8), ('storage_media', 9), ('other', 10);

-- Emissions avoided when a unit is reused instead of a new one being made, per category.
-- A new factor gets a new valid_from; a unit uses the factor valid on its completion date, so
-- past figures stay reproducible.
create table co2_factors (
  id bigint generated always as identity primary key,
  category text not null references unit_categories (code),
  valid_from date not null,
  kg_co2e_per_reused_unit numeric(10, 2) not null check (kg_co2e_per_reused_unit >= 0),
  source text not null,
  unique (category, valid_from)
);

insert into co2_factors (category, valid_from, kg_co2e_per_reused_unit, source)
select category, date '2015-01-01', kg, 'Cradle-to-gate manufacturing emissions from manufacturers'' product carbon footprint reports (averages of common business models).'
from (values ('laptop', 250), ('desktop', 350), ('monitor', 300), ('mobile_phone', 60), ('tablet', 100),
             ('server', 1300), ('network', 150), ('printer', 150), ('storage_media', 20), ('other', 50))
  as factors (category, kg);

-- Everyday equivalents of the CO2 saved: how many of each one ton of CO2e corresponds to.
create table equivalent_factors (
  id bigint generated always as identity primary key,
  equivalent text not null check (equivalent in ('households', 'persons', 'water_liters', 'spruce_forest_hectares')),
  valid_from date not null,
  per_ton_co2e numeric(14, 4) not null check (per_ton_co2e > 0),
  source text not null,
  unique (equivalent, valid_from)
);

insert into equivalent_factors (equivalent, valid_from, per_ton_co2e, source) values
  ('households', date '2015-01-01', 0.5556, 'A household''s yearly electricity use: 4,000 kWh at 0.45 kg CO2e/kWh (European mix) = 1.8 t.'),
  ('persons', date '2015-01-01', 0.1250, 'A Nordic resident''s average yearly consumption footprint: about 8 t CO2e.'),
  ('water_liters', date '2015-01-01', 38314.0, 'Liters of water heated from 10 to 60 °C: 0.058 kWh per liter at 0.45 kg CO2e/kWh.'),
  ('spruce_forest_hectares', date '2015-01-01', 0.1333, 'Hectares of productive spruce forest binding CO2 for a year: about 7.5 t CO2 per hectare.');

create table processed_units (
  id bigint generated always as identity primary key,
  supplier_id uuid not null references suppliers (id) on delete cascade,
  serial_number text not null check (length(serial_number) between 1 and 100),
  manufacturer text,
  model text,
  category text not null references unit_categories (code),
  weight_kg numeric(8, 2) check (weight_kg >= 0),
  grade text check (grade in ('A', 'B', 'C', 'D')),
  sanitisation_method text not null check (sanitisation_method in ('software_erasure', 'physical_destruction', 'not_required')),
  erasure_standard text,
  sanitisation_result text not null check (sanitisation_result in ('passed', 'failed', 'pending', 'not_required')),
  outcome text not null check (outcome in ('reused', 'recycled', 'stocked', 'in_process')),
  -- The three dates of the spec: received by the provider, graded, completed.
  created_at timestamptz not null,
  graded_date timestamptz,
  completed_date timestamptz,
  job_number text,
  -- Emissions avoided by this unit (reused units only), from the factor valid on completion.
  co2e_kg numeric(10, 2) not null default 0,
  imported_at timestamptz not null default now(),
  unique (supplier_id, serial_number)
);
-- Serial search by prefix within the caller's suppliers, whatever the database collation.
create index processed_units_serial_prefix_index on processed_units (supplier_id, serial_number text_pattern_ops);

-- Units per supplier, date column, local day (Europe/Oslo), category and outcome: the dashboard
-- reads these instead of the units. Rebuilt for a supplier whenever its units are imported.
create table unit_daily_totals (
  supplier_id uuid not null references suppliers (id) on delete cascade,
  date_column text not null check (date_column in ('CREATED_AT', 'COMPLETED_DATE', 'GRADED_DATE')),
  day date not null,
  category text not null references unit_categories (code),
  outcome text not null,
  units integer not null,
  co2e_kg numeric(14, 2) not null,
  primary key (supplier_id, date_column, day, category, outcome)
);
