-- Search everywhere (search_portal) finds job, certificate and settlement numbers by prefix
-- within the caller's suppliers, whatever the database collation. Units already have
-- processed_units_serial_prefix_index (supplier_id, serial_number text_pattern_ops).
create index jobs_number_prefix_index on jobs (supplier_id, job_number text_pattern_ops);
create index reports_certificate_number_prefix_index
  on reports (supplier_id, certificate_number text_pattern_ops)
  where certificate_number is not null;
create index settlements_number_prefix_index
  on settlements (supplier_id, settlement_number text_pattern_ops);
