-- Everyday equivalents may be local: a country's own household electricity use and grid
-- emission factor, with the source's year and address, and the source in the five languages.
-- A local factor is used in its country's database in preference to the European one.
alter table equivalent_factors
  add column country text check (country in ('no', 'dk', 'se')),
  add column source_year integer check (source_year between 1990 and 2100),
  add column source_url text check (source_url is null or source_url ~ '^https?://'),
  add column source_texts jsonb check (
    source_texts is null or (
      jsonb_typeof(source_texts) = 'object'
      and source_texts ?& array['da', 'en', 'fi', 'no', 'se'])),
  drop constraint equivalent_factors_equivalent_valid_from_key;
create unique index equivalent_factors_key
  on equivalent_factors (equivalent, coalesce(country, ''), valid_from);

-- Norway: Statistics Norway (SSB) gives a household's electricity use in 2023 as just under
-- 15,700 kWh; NVE's climate declaration for electricity delivered in Norway gives 19 g CO2e/kWh
-- for 2022. One household-year: 15,700 kWh x 0.019 kg = 298.3 kg, so 3.3523 households per
-- tonne. Water heated from 10 to 60 degrees C: 0.058 kWh per litre x 0.019 kg = 1.102 g, so
-- 907,441 litres per tonne. Valid for every period: a comparison, not a figure of the method.
insert into equivalent_factors (equivalent, valid_from, per_ton_co2e, source, country,
  source_year, source_url, source_texts) values
  ('households', date '2015-01-01', 3.3523,
   'Statistics Norway (SSB): a Norwegian household used just under 15,700 kWh of electricity in 2023; NVE''s climate declaration for electricity delivered in Norway: 19 g CO2e/kWh (2022). 15,700 kWh × 19 g = 0.30 t a year.',
   'no', 2023,
   'https://www.ssb.no/energi-og-industri/energi/artikler/hva-er-gjennomsnittlig-stromforbruk-i-husholdningene',
   $texts${
     "en": "Statistics Norway (SSB): a Norwegian household used just under 15,700 kWh of electricity in 2023; NVE's climate declaration for electricity delivered in Norway: 19 g CO2e/kWh (2022). 15,700 kWh × 19 g = 0.30 t a year.",
     "no": "SSB: en norsk husholdning brukte i underkant av 15 700 kWh strøm i 2023; NVEs klimadeklarasjon for fysisk levert strøm i Norge: 19 g CO2e/kWh (2022). 15 700 kWh × 19 g = 0,30 tonn i året.",
     "da": "Statistisk sentralbyrå (SSB, Norge): en norsk husstand brugte knap 15.700 kWh el i 2023; NVE's klimadeklaration for el leveret i Norge: 19 g CO2e/kWh (2022). 15.700 kWh × 19 g = 0,30 t om året.",
     "se": "Statistisk sentralbyrå i Norge (SSB): ett norskt hushåll använde knappt 15 700 kWh el 2023; NVE:s klimatdeklaration för el levererad i Norge: 19 g CO2e/kWh (2022). 15 700 kWh × 19 g = 0,30 ton per år.",
     "fi": "Norjan tilastokeskus (SSB): norjalainen kotitalous käytti vuonna 2023 hieman alle 15 700 kWh sähköä; NVE:n ilmastoseloste Norjassa toimitetulle sähkölle: 19 g CO2e/kWh (2022). 15 700 kWh × 19 g = 0,30 t vuodessa."
   }$texts$::jsonb),
  ('water_liters', date '2015-01-01', 907441.0,
   'Litres of water heated from 10 to 60 °C: 0.058 kWh per litre at 19 g CO2e/kWh, NVE''s climate declaration for electricity delivered in Norway (2022).',
   'no', 2022,
   'https://www.nve.no/energi/energisystem/kraftproduksjon/hvor-kommer-stroemmen-fra/',
   $texts${
     "en": "Litres of water heated from 10 to 60 °C: 0.058 kWh per litre at 19 g CO2e/kWh, NVE's climate declaration for electricity delivered in Norway (2022).",
     "no": "Liter vann varmet fra 10 til 60 °C: 0,058 kWh per liter med 19 g CO2e/kWh, NVEs klimadeklarasjon for fysisk levert strøm i Norge (2022).",
     "da": "Liter vand opvarmet fra 10 til 60 °C: 0,058 kWh pr. liter ved 19 g CO2e/kWh, NVE's klimadeklaration for el leveret i Norge (2022).",
     "se": "Liter vatten uppvärmt från 10 till 60 °C: 0,058 kWh per liter vid 19 g CO2e/kWh, NVE:s klimatdeklaration för el levererad i Norge (2022).",
     "fi": "Litraa vettä lämmitettynä 10:stä 60 °C:seen: 0,058 kWh litraa kohden, kun sähkön päästökerroin on 19 g CO2e/kWh (NVE:n ilmastoseloste Norjassa toimitetulle sähkölle, 2022)."
   }$texts$::jsonb);
