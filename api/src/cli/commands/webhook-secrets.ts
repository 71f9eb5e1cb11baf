import { parseArgs } from 'node:util';
import { reencryptWebhookSecrets } from '../../modules/webhooks/service.js';
import { countryCodes, isCountryCode } from '../../shared/countries.js';
import { UsageError, type AdminCommand } from '../command.js';

/**
 * After SECRETS_ENCRYPTION_KEY changes (the old key moved to SECRETS_ENCRYPTION_KEYS_PREVIOUS):
 * every webhook signing secret not yet under the current key is encrypted with it, so the old
 * key can then be dropped. Safe to run again, and while the server runs.
 */
export const webhookSecretsCommand: AdminCommand = {
  name: 'webhook-secrets',
  summary: 'Re-encrypt the webhook signing secrets with the current key after a key rotation.',
  usage: 'webhook-secrets re-encrypt [--country <no|dk|se>]  (every country without --country)',
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: { country: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals[0] !== 're-encrypt' || positionals.length > 1) {
      throw new UsageError('Say re-encrypt.');
    }
    if (values.country !== undefined && !isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    const countries = values.country ? [values.country] : countryCodes;
    const { keyring } = context.config.secretEncryption;
    const { databases } = await context.openDatabases();
    context.print(`Current key ${keyring.current.id}.`);
    for (const country of countries) {
      const result = await reencryptWebhookSecrets(databases[country], keyring, (progress) =>
        context.print(
          `${country}: ${progress.reencrypted} endpoints re-encrypted of ${progress.total}`,
        ),
      );
      context.print(
        `${country}: done, ${result.reencrypted} re-encrypted, ${result.total - result.reencrypted} already under the current key.`,
      );
    }
  },
};
