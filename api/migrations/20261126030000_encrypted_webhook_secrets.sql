-- Webhook signing secrets are stored encrypted (AES-256-GCM, api/src/shared/secret-encryption.ts):
-- v1:<key id>:<nonce>:<ciphertext and tag>. SQL does not have the key, so the secrets stored in
-- plain text before are encrypted by the application right after the migrations
-- (encryptPlainWebhookSecrets, at every start and `npm run admin -- migrate`), which then
-- validates these constraints. Added unchecked so this migration passes over plain rows; new and
-- changed rows are checked at once, so a plain `whsec_` value can never be stored again.
alter table webhook_endpoints
  add constraint webhook_endpoints_secret_encrypted
    check (secret ~ '^v1:[0-9a-f]{16}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{23,}$') not valid,
  add constraint webhook_endpoints_previous_secret_encrypted
    check (previous_secret ~ '^v1:[0-9a-f]{16}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{23,}$') not valid;

comment on column webhook_endpoints.secret is
  'The signing secret (whsec_...), encrypted and bound to this row and column; see README "Webhooks".';
comment on column webhook_endpoints.previous_secret is
  'The secret before the last rotation while it still signs, encrypted like secret.';
