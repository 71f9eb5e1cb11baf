-- An evidence pack lists its units' processing holds (unit-holds.csv), and each file of a pack is
-- an issued document the public verify page recognises.
alter table issued_documents drop constraint issued_documents_kind_check;
alter table issued_documents add constraint issued_documents_kind_check check (
  kind in (
    'evidence_pack', 'evidence_manifest', 'certificate_of_destruction',
    'sanitisation_units_csv', 'sanitisation_carriers_csv', 'reconciliation_csv',
    'unit_holds_csv', 'provider_certificate', 'unit_certificate'
  )
);
