-- The provider's systems read the jobs in the order they last changed (GET /api/provider/:country/jobs),
-- a page at a time from a cursor: the index keeps each page's cost to its own rows.
create index jobs_updated_index on jobs (updated_at, id);
-- The same for one supplier's jobs (?supplier_id=).
create index jobs_supplier_updated_index on jobs (supplier_id, updated_at, id);
