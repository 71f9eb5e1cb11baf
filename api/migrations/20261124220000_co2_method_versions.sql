-- A published, versioned method for the CO2 figures, factors with ranges and sources, and the
-- factor and method version fixed on each unit at completion.

-- One published version of the method. A unit completed on a day follows the version valid that
-- day; the texts (boundary, baseline, deductions, uncertainty) are published in the five
-- languages of the portal, so the public methodology page and the reports quote the same words.
create table co2_method_versions (
  version text primary key check (version ~ '^[0-9]{4}\.[0-9]{1,2}$'),
  valid_from date not null unique,
  published_on date not null,
  texts jsonb not null check (
    jsonb_typeof(texts) = 'object'
    and texts ?& array['da', 'en', 'fi', 'no', 'se']
  )
);

-- Factors become ranges with a source and its year, and may be per manufacturer and model (a
-- published product carbon footprint) besides the category average that is the fallback.
alter table co2_factors
  add column manufacturer text check (manufacturer is null or length(manufacturer) between 1 and 100),
  add column model text check (model is null or length(model) between 1 and 100),
  add column kg_co2e_low numeric(10, 2),
  add column kg_co2e_high numeric(10, 2),
  add column source_year integer check (source_year between 1990 and 2100),
  add column source_url text check (source_url is null or source_url ~ '^https?://'),
  add column added_at timestamptz not null default now(),
  add constraint co2_factors_model_names_both check ((manufacturer is null) = (model is null)),
  drop constraint co2_factors_category_valid_from_key;

-- The factors in use since 2015 are manufacturers' PCF averages; their range is the spread the
-- method states for category averages (see the uncertainty text below): -40 % to +40 %.
update co2_factors
  set kg_co2e_low = round(kg_co2e_per_reused_unit * 0.6, 2),
    kg_co2e_high = round(kg_co2e_per_reused_unit * 1.4, 2),
    source_year = 2015;

alter table co2_factors
  alter column kg_co2e_low set not null,
  alter column kg_co2e_high set not null,
  alter column source_year set not null,
  add constraint co2_factors_range check (
    0 <= kg_co2e_low and kg_co2e_low <= kg_co2e_per_reused_unit
    and kg_co2e_per_reused_unit <= kg_co2e_high);

-- One factor per category, manufacturer and model (names compared without case) and day.
create unique index co2_factors_key on co2_factors (
  category, lower(coalesce(manufacturer, '')), lower(coalesce(model, '')), valid_from);

insert into co2_method_versions (version, valid_from, published_on, texts) values (
  '2026.1', date '2015-01-01', date '2026-11-24', $texts$
{
  "en": {
    "boundary": "Cradle to gate: the emissions of making a new device (raw materials, components, assembly and transport to the point of sale) that are avoided when a used unit is prepared for reuse instead. The use phase is excluded: a reused and a new device are assumed to use the same energy.",
    "baseline": "Without the reuse, the customer of the reused unit would have bought a new device of the same category at the market's mix of models. Only units prepared for reuse count; recycled and stocked units count no avoided emissions.",
    "deductions": "The factors are net: the emissions of refurbishment (testing, data erasure, spare parts) and of transport to and from the provider are subtracted from the avoided manufacturing emissions.",
    "uncertainty": "Each factor has a low and a high value beside its point value. Per model the range is the 5th to 95th percentile given in the manufacturer's product carbon footprint; for category averages it is -40 % to +40 % of the point value, the spread of the footprints of common business models in a category. The totals' ranges add up the units' low and high values."
  },
  "da": {
    "boundary": "Fra vugge til fabriksport: de udledninger ved fremstilling af en ny enhed (råmaterialer, komponenter, samling og transport til salgsstedet), som undgås, når en brugt enhed i stedet klargøres til genbrug. Brugsfasen er ikke medregnet: en genbrugt og en ny enhed antages at bruge lige meget energi.",
    "baseline": "Uden genbruget ville køberen af den genbrugte enhed have købt en ny enhed i samme kategori, fordelt på modeller som på markedet. Kun enheder, der klargøres til genbrug, tæller med; genanvendte enheder og enheder på lager giver ingen undgåede udledninger.",
    "deductions": "Faktorerne er netto: udledningerne fra istandsættelse (test, datasletning, reservedele) og fra transport til og fra leverandøren er trukket fra de undgåede udledninger ved fremstilling.",
    "uncertainty": "Hver faktor har en lav og en høj værdi ud over sin punktværdi. For en model er intervallet 5.–95. percentil fra producentens produktklimaaftryk (PCF); for gennemsnit pr. kategori er det -40 % til +40 % af punktværdien, spredningen i klimaaftrykket for almindelige erhvervsmodeller i kategorien. Totalernes intervaller er summen af enhedernes lave og høje værdier."
  },
  "fi": {
    "boundary": "Kehdosta tehtaan portille: uuden laitteen valmistuksen päästöt (raaka-aineet, komponentit, kokoonpano ja kuljetus myyntipisteeseen), jotka vältetään, kun käytetty laite kunnostetaan uudelleenkäyttöön. Käyttövaihe on rajattu pois: uudelleenkäytetyn ja uuden laitteen oletetaan kuluttavan saman verran energiaa.",
    "baseline": "Ilman uudelleenkäyttöä kunnostetun laitteen ostaja olisi hankkinut saman luokan uuden laitteen markkinoiden mallijakauman mukaisesti. Vain uudelleenkäyttöön kunnostetut laitteet lasketaan; kierrätetyille ja varastoon jääneille laitteille ei lasketa vältettyjä päästöjä.",
    "deductions": "Kertoimet ovat nettoarvoja: kunnostuksen (testaus, tietojen poisto, varaosat) sekä palveluntarjoajalle ja sieltä pois suuntautuvien kuljetusten päästöt on vähennetty vältetyistä valmistuksen päästöistä.",
    "uncertainty": "Jokaisella kertoimella on pistearvon lisäksi ala- ja yläarvo. Mallikohtaisesti vaihteluväli on valmistajan tuotteen hiilijalanjäljen (PCF) 5.–95. persentiili; luokkakeskiarvoilla se on -40 %…+40 % pistearvosta, eli luokan tavallisten yrityskäyttöön tarkoitettujen mallien hiilijalanjälkien hajonta. Kokonaismäärien vaihteluvälit ovat laitteiden ala- ja yläarvojen summia."
  },
  "no": {
    "boundary": "Fra vugge til fabrikkport: utslippene ved å produsere en ny enhet (råvarer, komponenter, montering og transport til salgsstedet) som unngås når en brukt enhet i stedet klargjøres for ombruk. Bruksfasen er holdt utenfor: en ombrukt og en ny enhet antas å bruke like mye energi.",
    "baseline": "Uten ombruket ville kjøperen av den ombrukte enheten ha kjøpt en ny enhet i samme kategori, fordelt på modeller slik markedet er. Bare enheter som klargjøres for ombruk, teller; resirkulerte enheter og enheter på lager gir ingen unngåtte utslipp.",
    "deductions": "Faktorene er netto: utslippene fra klargjøring (testing, datasletting, reservedeler) og fra transport til og fra leverandøren er trukket fra de unngåtte produksjonsutslippene.",
    "uncertainty": "Hver faktor har en lav og en høy verdi i tillegg til punktverdien. For en modell er intervallet 5.–95. persentil fra produsentens produktkarbonavtrykk (PCF); for kategorisnitt er det -40 % til +40 % av punktverdien, spredningen i avtrykket til vanlige bedriftsmodeller i kategorien. Intervallene for totalene er summen av enhetenes lave og høye verdier."
  },
  "se": {
    "boundary": "Från vagga till grind: utsläppen från tillverkningen av en ny enhet (råvaror, komponenter, montering och transport till försäljningsstället) som undviks när en begagnad enhet i stället iordningställs för återanvändning. Användningsfasen ingår inte: en återanvänd och en ny enhet antas använda lika mycket energi.",
    "baseline": "Utan återanvändningen hade köparen av den återanvända enheten köpt en ny enhet i samma kategori, fördelad på modeller som på marknaden. Endast enheter som iordningställs för återanvändning räknas; materialåtervunna enheter och enheter i lager ger inga undvikna utsläpp.",
    "deductions": "Faktorerna är netto: utsläppen från renovering (testning, dataradering, reservdelar) och från transport till och från leverantören är avdragna från de undvikna tillverkningsutsläppen.",
    "uncertainty": "Varje faktor har ett lågt och ett högt värde utöver sitt punktvärde. För en modell är intervallet 5:e–95:e percentilen i tillverkarens produktklimatavtryck (PCF); för kategorimedelvärden är det -40 % till +40 % av punktvärdet, spridningen i klimatavtrycket hos vanliga företagsmodeller i kategorin. Totalernas intervall är summan av enheternas låga och höga värden."
  }
}
$texts$::jsonb);

-- The figures of one unit as of its completion: the method version valid on the completion day
-- (null while not completed), and for a reused unit the factor valid that day for its
-- manufacturer and model, else its category's average, with its range. Factors and versions are
-- never changed once added and none is valid from a day already past (see the triggers below),
-- so a unit written again computes the same figures and a past period's totals stay as they were.
create function unit_co2_figures(
  unit_outcome text, unit_category text, unit_manufacturer text, unit_model text,
  completed_day date)
returns table (
  co2_method_version text, co2_factor_id bigint, co2e_kg numeric, co2e_low_kg numeric,
  co2e_high_kg numeric)
language sql stable
as $$
  select method.version, factor.id, coalesce(factor.kg_co2e_per_reused_unit, 0),
    coalesce(factor.kg_co2e_low, 0), coalesce(factor.kg_co2e_high, 0)
  from (select 1) one
  left join lateral (
    select version from co2_method_versions
    where unit_outcome in ('reused', 'recycled', 'stocked') and valid_from <= completed_day
    order by valid_from desc limit 1) method on true
  left join lateral (
    select candidate.id, candidate.kg_co2e_per_reused_unit, candidate.kg_co2e_low,
      candidate.kg_co2e_high
    from co2_factors candidate
    where unit_outcome = 'reused' and method.version is not null
      and candidate.category = unit_category and candidate.valid_from <= completed_day
      and (candidate.manufacturer is null
        or (lower(candidate.manufacturer) = lower(btrim(unit_manufacturer))
          and lower(candidate.model) = lower(btrim(unit_model))))
    order by candidate.model is null, candidate.valid_from desc limit 1) factor on true
$$;

-- Model factors are looked up by category, manufacturer and model.
create index co2_factors_lookup on co2_factors (category, lower(manufacturer), lower(model), valid_from);

alter table processed_units
  add column co2_method_version text references co2_method_versions (version),
  add column co2_factor_id bigint references co2_factors (id),
  add column co2e_low_kg numeric(10, 2) not null default 0,
  add column co2e_high_kg numeric(10, 2) not null default 0;

-- Units completed so far follow version 2026.1, whose factors are the ones they were computed
-- with: their CO2 stays as it was; the factor, version and range are recorded beside it.
update processed_units unit
  set (co2_method_version, co2_factor_id, co2e_low_kg, co2e_high_kg) = (
    select figures.co2_method_version, figures.co2_factor_id, figures.co2e_low_kg,
      figures.co2e_high_kg
    from unit_co2_figures(unit.outcome, unit.category, unit.manufacturer, unit.model,
      (unit.completed_date at time zone 'Europe/Oslo')::date) figures)
  where unit.completed_date is not null and unit.outcome <> 'in_process';

-- The daily totals gain the method version (a key: a period may span versions), the range and
-- the weight (units weighed and their kilograms); rebuilt once from the units.
alter table unit_daily_totals
  add column method_version text not null default '',
  add column co2e_low_kg numeric(14, 2) not null default 0,
  add column co2e_high_kg numeric(14, 2) not null default 0,
  add column weighed_units integer not null default 0,
  add column weight_kg numeric(16, 2) not null default 0,
  drop constraint unit_daily_totals_pkey,
  add primary key (supplier_id, date_column, day, category, outcome, method_version);

drop index unit_daily_totals_summary_index;
create index unit_daily_totals_summary_index on unit_daily_totals (supplier_id, date_column, day)
  include (category, outcome, method_version, units, co2e_kg, co2e_low_kg, co2e_high_kg,
    weighed_units, weight_kg);

delete from unit_daily_totals;
insert into unit_daily_totals (supplier_id, date_column, day, category, outcome, method_version,
  units, co2e_kg, co2e_low_kg, co2e_high_kg, weighed_units, weight_kg)
select unit.supplier_id, part.date_column, (part.moment at time zone 'Europe/Oslo')::date,
  unit.category, unit.outcome, coalesce(unit.co2_method_version, ''), count(*)::int,
  sum(unit.co2e_kg), sum(unit.co2e_low_kg), sum(unit.co2e_high_kg),
  count(unit.weight_kg)::int, coalesce(sum(unit.weight_kg), 0)
from processed_units unit
cross join lateral (values ('CREATED_AT', unit.created_at), ('COMPLETED_DATE', unit.completed_date),
  ('GRADED_DATE', unit.graded_date)) as part (date_column, moment)
where part.moment is not null
group by 1, 2, 3, 4, 5, 6;

-- What was published stays: factors and method versions are never changed or removed, and a new
-- one is valid from tomorrow at the earliest (Oslo time), so no completed unit can change.
create function refuse_changing_published_co2_figures() returns trigger
language plpgsql as $$
begin
  raise exception '% rows are published and cannot be changed or deleted', tg_table_name
    using errcode = 'check_violation';
end;
$$;

create function refuse_backdated_co2_figures() returns trigger
language plpgsql as $$
begin
  if new.valid_from <= (now() at time zone 'Europe/Oslo')::date then
    raise exception 'valid_from must be after today (%): past figures cannot change',
      (now() at time zone 'Europe/Oslo')::date
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

create trigger co2_factors_published before update or delete on co2_factors
  for each row execute function refuse_changing_published_co2_figures();
create trigger co2_method_versions_published before update or delete on co2_method_versions
  for each row execute function refuse_changing_published_co2_figures();
create trigger co2_factors_not_backdated before insert on co2_factors
  for each row execute function refuse_backdated_co2_figures();
create trigger co2_method_versions_not_backdated before insert on co2_method_versions
  for each row execute function refuse_backdated_co2_figures();
