-- Whether a category's units are hazardous waste when handed over (ESRS E5-5 splits waste into
-- hazardous and non-hazardous). The default follows the EU list of waste for equipment with
-- hazardous components (batteries, screens): 16 02 13* for laptops, monitors, phones, tablets
-- and unknown equipment; 16 02 14 for the rest. The provider reviews it per country; Sweden
-- classes all e-waste as hazardous, which the portal applies for the Swedish database whatever
-- this column says (api/src/modules/units/outflows.ts).
alter table unit_categories add column hazardous boolean not null default true;

update unit_categories set hazardous = code in ('laptop', 'monitor', 'mobile_phone', 'tablet', 'other');
