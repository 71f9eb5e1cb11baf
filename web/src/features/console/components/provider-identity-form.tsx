import {
  compactIban,
  isValidBic,
  isValidIban,
  providerAddressCountries,
  providerIdentityLimits as limits,
} from '@itad-portal/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { SelectField, TextField } from '../../../shared/components/form-field';
import type {
  ConsoleProviderIdentityFieldsFragment,
  ConsoleProviderIdentityInput,
} from '../../../shared/graphql/generated/graphql';
import { htmlLanguageTag } from '../../../shared/i18n/languages';
import styles from './console.module.css';

type Draft = Record<keyof ConsoleProviderIdentityInput, string>;
type Problems = Partial<Record<keyof Draft, string>>;

const paymentFields = ['bank_account', 'iban', 'bic'] as const;

function draftOf(identity: ConsoleProviderIdentityFieldsFragment): Draft {
  return {
    legal_name: identity.legal_name,
    address: identity.address ?? '',
    address_country: identity.address_country,
    organisation_number: identity.organisation_number ?? '',
    signatory_name: identity.signatory_name ?? '',
    signatory_title: identity.signatory_title ?? '',
    bank_account: identity.bank_account ?? '',
    iban: identity.iban ?? '',
    bic: identity.bic ?? '',
  };
}

/** The form's problems, by the validation package's rules (the server applies the same). */
function problemsOf(draft: Draft, t: (key: string) => string): Problems {
  const problems: Problems = {};
  if (!draft.legal_name.trim()) problems.legal_name = t('consoleIdentity.legalNameRequired');
  if (draft.iban.trim() && !isValidIban(draft.iban))
    problems.iban = t('consoleIdentity.ibanInvalid');
  if (draft.bic.trim() && !isValidBic(draft.bic)) problems.bic = t('consoleIdentity.bicInvalid');
  if (draft.signatory_title.trim() && !draft.signatory_name.trim()) {
    problems.signatory_name = t('consoleIdentity.signatoryRequired');
  }
  return problems;
}

const blankAsNull = (value: string) => value.trim() || null;

/** A field as the server keeps it: an IBAN in other spacing or case, or a BIC in lower case, is no change. */
function comparable(name: keyof Draft, value: string): string {
  if (name === 'iban') return compactIban(value);
  if (name === 'bic') return value.trim().toUpperCase();
  return value.trim();
}

/** The letterhead, signatory and bank of this country's documents, for an administrator to change. */
export function ProviderIdentityForm({
  identity,
  pending,
  onSave,
  onUnchanged,
}: {
  identity: ConsoleProviderIdentityFieldsFragment;
  pending: boolean;
  onSave: (identity: ConsoleProviderIdentityInput) => Promise<unknown>;
  /** Save was pressed with every field as it is in force. */
  onUnchanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(identity));
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const countryNames = new Intl.DisplayNames([htmlLanguageTag(i18n.language)], { type: 'region' });
  const saved = draftOf(identity);

  const save = () => {
    setConfirming(false);
    void onSave({
      legal_name: draft.legal_name.trim(),
      address_country: draft.address_country,
      address: blankAsNull(draft.address),
      organisation_number: blankAsNull(draft.organisation_number),
      signatory_name: blankAsNull(draft.signatory_name),
      signatory_title: blankAsNull(draft.signatory_title),
      bank_account: blankAsNull(draft.bank_account),
      iban: blankAsNull(draft.iban),
      bic: blankAsNull(draft.bic),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft, t);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const changed = (names: readonly (keyof Draft)[]) =>
      names.some((name) => comparable(name, draft[name]) !== comparable(name, saved[name]));
    if (!changed(Object.keys(draft) as (keyof Draft)[])) {
      onUnchanged();
      return;
    }
    // Where customers pay is asked about once more: a wrong account sends their money astray.
    if (changed(paymentFields)) setConfirming(true);
    else save();
  };
  const field = (name: keyof Draft, maxLength: number, hint?: string) => (
    <TextField
      label={t(`consoleIdentity.fields.${name}`)}
      hint={hint}
      autoComplete="off"
      maxLength={maxLength}
      value={draft[name]}
      error={problems[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    />
  );

  return (
    <form className={styles.uploadForm} onSubmit={submit} noValidate>
      <fieldset className={styles.titles}>
        <legend>{t('consoleIdentity.letterhead')}</legend>
        {field('legal_name', limits.legalName)}
        {field('address', limits.address, t('consoleIdentity.addressHint'))}
        <div className={styles.fieldRow}>
          <SelectField
            label={t('consoleIdentity.fields.address_country')}
            value={draft.address_country}
            onChange={(event) => setDraft({ ...draft, address_country: event.target.value })}
          >
            {providerAddressCountries.map((country) => (
              <option key={country} value={country}>
                {countryNames.of(country)}
              </option>
            ))}
          </SelectField>
          {field('organisation_number', limits.organisationNumber)}
        </div>
      </fieldset>
      <fieldset className={styles.titles}>
        <legend>{t('consoleIdentity.signatory')}</legend>
        <p className={styles.hint}>{t('consoleIdentity.signatoryHint')}</p>
        {identity.signature ? (
          <p className={styles.hint}>{t('consoleIdentity.signatureGoesWithName')}</p>
        ) : null}
        <div className={styles.fieldRow}>
          {field('signatory_name', limits.signatoryName)}
          {field('signatory_title', limits.signatoryTitle)}
        </div>
      </fieldset>
      <fieldset className={styles.titles}>
        <legend>{t('consoleIdentity.payment')}</legend>
        <p className={styles.hint}>{t('consoleIdentity.paymentHint')}</p>
        {field('bank_account', limits.bankAccount)}
        <div className={styles.fieldRow}>
          {field('iban', limits.iban, t('consoleIdentity.ibanHint'))}
          {field('bic', limits.bic)}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>
          {t('consoleIdentity.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('consoleIdentity.confirmTitle')}
        message={t('consoleIdentity.confirmPayment')}
        confirmLabel={t('consoleIdentity.save')}
        onConfirm={save}
        pending={pending}
      />
    </form>
  );
}
