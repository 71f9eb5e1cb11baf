-- The letterhead's logo and the signatory's signature as a version of the legal identity carries
-- them (data: URLs of PNG or JPEG images), so a document issued on a day is drawn with the images
-- in force that day, and a new signatory never signs with the previous one's signature.
alter table provider_identity_versions
  add column logo text check (logo ~ '^data:image/(png|jpeg);base64,' and length(logo) <= 300000),
  add column signature text
    check (signature ~ '^data:image/(png|jpeg);base64,' and length(signature) <= 300000),
  add constraint provider_identity_versions_signature_has_signatory
    check (signature is null or signatory_name is not null);
