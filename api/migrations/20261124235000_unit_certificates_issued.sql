-- A unit's certificate of sanitisation is an issued document too, so the public verify page
-- recognises it. Its bytes follow from the unit's records, so each distinct file is kept once.
alter table issued_documents drop constraint issued_documents_kind_check;
alter table issued_documents add constraint issued_documents_kind_check check (
  kind in (
    'evidence_pack', 'evidence_manifest', 'certificate_of_destruction',
    'sanitisation_units_csv', 'sanitisation_carriers_csv', 'reconciliation_csv',
    'provider_certificate', 'unit_certificate'
  )
);
