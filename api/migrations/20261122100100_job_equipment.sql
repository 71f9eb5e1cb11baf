-- What a pickup collects, chosen from what the supplier usually ships (shipment_items).
alter table jobs add column equipment text[] not null default '{}';
