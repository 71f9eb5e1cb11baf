-- Denmark and Sweden get a local everyday comparison: a person's yearly consumption-based
-- carbon footprint, from each country's own agency, in place of the Nordic "about 8 t".
--   Denmark: the Danish Energy Agency's Global Afrapportering 2024 puts the footprint of
--   Danish consumption at 64 Mt CO2e in 2022, about 11 t CO2e per Dane: 1 / 11 = 0.0909
--   person-years per tonne.
--   Sweden: the Swedish Environmental Protection Agency puts Sweden's consumption-based
--   emissions at 88 Mt CO2e in 2021, about 8.4 t per person and year: 1 / 8.4 = 0.1190.
-- For neither country could a current location-based grid factor and household electricity
-- use be checked against the agencies' own publications, so households and hot water keep the
-- European comparison there until the provider adds them (co2-equivalents).
--
-- Like Norway's seed these apply to every period, but only in a database where no unit has
-- been processed yet, so no dashboard has shown another comparison. Where units exist, the
-- maintenance rule holds: valid from tomorrow, and the periods up to today stay as shown.
alter table equivalent_factors disable trigger equivalent_factors_not_backdated;

insert into equivalent_factors (equivalent, valid_from, per_ton_co2e, source, country,
  source_year, source_url, source_texts)
select seed.equivalent,
  case when exists (select from processed_units) then (now() at time zone 'Europe/Oslo')::date + 1
    else date '2015-01-01' end,
  seed.per_ton_co2e, seed.source_texts ->> 'en', seed.country, seed.source_year,
  seed.source_url, seed.source_texts
from (values
  ('persons', 0.0909::numeric, 'dk', 2022,
   'https://ft.dk/samling/20231/almdel/KEF/bilag/273/2858982/index.htm',
   $texts${
     "en": "Danish Energy Agency (Energistyrelsen), Global Afrapportering 2024: the consumption-based climate footprint of Denmark was 64 million t CO2e in 2022, about 11 t CO2e per Dane a year.",
     "da": "Energistyrelsen, Danmarks globale klimapåvirkning – Global afrapportering 2024: Danmarks forbrugsbaserede klimaaftryk var 64 mio. ton CO2e i 2022, ca. 11 ton CO2e pr. dansker om året.",
     "no": "Energistyrelsen (Danmark), Global afrapportering 2024: Danmarks forbruksbaserte klimafotavtrykk var 64 millioner tonn CO2e i 2022, om lag 11 tonn CO2e per innbygger i året.",
     "se": "Energistyrelsen (Danmark), Global afrapportering 2024: Danmarks konsumtionsbaserade klimatavtryck var 64 miljoner ton CO2e 2022, cirka 11 ton CO2e per invånare och år.",
     "fi": "Tanskan energiavirasto (Energistyrelsen), Global afrapportering 2024: Tanskan kulutusperusteinen hiilijalanjälki oli 64 miljoonaa tonnia CO2e vuonna 2022 eli noin 11 tonnia CO2e asukasta kohden vuodessa."
   }$texts$::jsonb),
  ('persons', 0.1190::numeric, 'se', 2021,
   'https://www.sverigesmiljomal.se/miljomalen/generationsmalet/konsumtionsbaserade-vaxthusgasutslapp-per-omrade/',
   $texts${
     "en": "Swedish Environmental Protection Agency (Naturvårdsverket), Sweden's environmental objectives: Sweden's consumption-based greenhouse gas emissions were 88 million t CO2e in 2021, about 8.4 t CO2e per person a year.",
     "se": "Naturvårdsverket, Sveriges miljömål: Sveriges konsumtionsbaserade växthusgasutsläpp var 88 miljoner ton CO2e 2021, cirka 8,4 ton CO2e per person och år.",
     "da": "Naturvårdsverket (den svenske miljømyndighed), Sveriges miljømål: Sveriges forbrugsbaserede drivhusgasudledning var 88 mio. ton CO2e i 2021, ca. 8,4 ton CO2e pr. person om året.",
     "no": "Naturvårdsverket (Sveriges miljømyndighet), Sveriges miljømål: Sveriges forbruksbaserte klimagassutslipp var 88 millioner tonn CO2e i 2021, om lag 8,4 tonn CO2e per person i året.",
     "fi": "Ruotsin ympäristönsuojeluvirasto (Naturvårdsverket), Ruotsin ympäristötavoitteet: Ruotsin kulutusperusteiset kasvihuonekaasupäästöt olivat 88 miljoonaa tonnia CO2e vuonna 2021 eli noin 8,4 tonnia CO2e henkeä kohden vuodessa."
   }$texts$::jsonb)
) as seed (equivalent, per_ton_co2e, country, source_year, source_url, source_texts);

alter table equivalent_factors enable trigger equivalent_factors_not_backdated;
