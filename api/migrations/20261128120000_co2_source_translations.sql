-- A CO2 factor's source is written in English (the source column, also under "en") and may carry
-- a translation per portal language, as the everyday equivalents' sources do; readers without
-- one get English.
alter table co2_factors add column source_texts jsonb check (
  source_texts is null or (jsonb_typeof(source_texts) = 'object' and source_texts ? 'en'));

-- The sources seeded in English (the category factors since 2015 and the European everyday
-- equivalents) get their Danish, Finnish, Norwegian and Swedish wording. Published rows are
-- never changed (the triggers below refuse it) because a changed figure would rewrite the past;
-- a translation of a source's wording changes no figure, so the triggers are off for exactly
-- these updates. The migration runs in one transaction: no other session sees them off.
alter table co2_factors disable trigger co2_factors_published;

update co2_factors set source_texts = $texts${
  "en": "Cradle-to-gate manufacturing emissions from manufacturers' product carbon footprint reports (averages of common business models).",
  "da": "Udledninger ved fremstilling fra vugge til fabriksport ifølge producenternes rapporter om produktklimaaftryk (gennemsnit af almindelige erhvervsmodeller).",
  "fi": "Valmistuksen päästöt kehdosta tehtaan portille valmistajien tuotekohtaisten hiilijalanjälkiraporttien mukaan (tavallisten yrityskäyttöön tarkoitettujen mallien keskiarvoja).",
  "no": "Produksjonsutslipp fra vugge til fabrikkport ifølge produsentenes rapporter om produktkarbonavtrykk (gjennomsnitt av vanlige bedriftsmodeller).",
  "se": "Tillverkningsutsläpp från vagga till grind enligt tillverkarnas rapporter om produktklimatavtryck (medelvärden för vanliga företagsmodeller)."
}$texts$::jsonb
where source = 'Cradle-to-gate manufacturing emissions from manufacturers'' product carbon footprint reports (averages of common business models).'
  and source_texts is null;

alter table co2_factors enable trigger co2_factors_published;

alter table equivalent_factors disable trigger equivalent_factors_published;

update equivalent_factors factor set source_texts = seed.source_texts
from (values
  ('households', $texts${
    "en": "A household's yearly electricity use: 4,000 kWh at 0.45 kg CO2e/kWh (European mix) = 1.8 t.",
    "da": "En husstands årlige elforbrug: 4.000 kWh ved 0,45 kg CO2e/kWh (europæisk elmiks) = 1,8 t.",
    "fi": "Kotitalouden vuotuinen sähkönkulutus: 4 000 kWh, kun sähkön päästökerroin on 0,45 kg CO2e/kWh (Euroopan keskiarvo) = 1,8 t.",
    "no": "En husholdnings årlige strømforbruk: 4 000 kWh med 0,45 kg CO2e/kWh (europeisk kraftmiks) = 1,8 tonn.",
    "se": "Ett hushålls årliga elanvändning: 4 000 kWh vid 0,45 kg CO2e/kWh (europeisk elmix) = 1,8 ton."
  }$texts$::jsonb),
  ('persons', $texts${
    "en": "A Nordic resident's average yearly consumption footprint: about 8 t CO2e.",
    "da": "En nordisk indbyggers gennemsnitlige årlige forbrugsbaserede klimaaftryk: ca. 8 ton CO2e.",
    "fi": "Pohjoismaisen asukkaan keskimääräinen vuotuinen kulutusperusteinen hiilijalanjälki: noin 8 tonnia CO2e.",
    "no": "En nordisk innbyggers gjennomsnittlige årlige forbruksbaserte klimafotavtrykk: om lag 8 tonn CO2e.",
    "se": "En nordisk invånares genomsnittliga årliga konsumtionsbaserade klimatavtryck: cirka 8 ton CO2e."
  }$texts$::jsonb),
  ('water_liters', $texts${
    "en": "Liters of water heated from 10 to 60 °C: 0.058 kWh per liter at 0.45 kg CO2e/kWh.",
    "da": "Liter vand opvarmet fra 10 til 60 °C: 0,058 kWh pr. liter ved 0,45 kg CO2e/kWh.",
    "fi": "Litraa vettä lämmitettynä 10:stä 60 °C:seen: 0,058 kWh litraa kohden, kun sähkön päästökerroin on 0,45 kg CO2e/kWh.",
    "no": "Liter vann varmet fra 10 til 60 °C: 0,058 kWh per liter med 0,45 kg CO2e/kWh.",
    "se": "Liter vatten uppvärmt från 10 till 60 °C: 0,058 kWh per liter vid 0,45 kg CO2e/kWh."
  }$texts$::jsonb),
  ('spruce_forest_hectares', $texts${
    "en": "Hectares of productive spruce forest binding CO2 for a year: about 7.5 t CO2 per hectare.",
    "da": "Hektar produktiv granskov, der binder CO2 i et år: ca. 7,5 ton CO2 pr. hektar.",
    "fi": "Hehtaaria tuottavaa kuusimetsää, joka sitoo hiilidioksidia vuoden ajan: noin 7,5 tonnia CO2:ta hehtaaria kohden.",
    "no": "Hektar produktiv granskog som binder CO2 i ett år: om lag 7,5 tonn CO2 per hektar.",
    "se": "Hektar produktiv granskog som binder CO2 under ett år: cirka 7,5 ton CO2 per hektar."
  }$texts$::jsonb)
) as seed (equivalent, source_texts)
where factor.country is null
  and factor.equivalent = seed.equivalent
  and factor.source = seed.source_texts ->> 'en'
  and factor.source_texts is null;

alter table equivalent_factors enable trigger equivalent_factors_published;
