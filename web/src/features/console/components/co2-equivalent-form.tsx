import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInputField } from '../../../shared/components/date-field';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { errorMessage } from '../../../shared/errors/error-messages';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { useAddCo2Equivalent } from '../api/console-co2-equivalents';
import styles from './console.module.css';

const emptyEquivalent = {
  kind: '',
  validFrom: '',
  perTonne: '',
  source: '',
  sourceYear: '',
  sourceUrl: '',
};
type EquivalentDraft = typeof emptyEquivalent;

/** What the form checks before sending; the server applies the provider API's full rule. */
function problemsOf(draft: EquivalentDraft): Partial<Record<keyof EquivalentDraft, string>> {
  const perTonne = Number(draft.perTonne);
  return {
    ...(draft.kind ? {} : { kind: 'consoleFactors.equivalents.kindRequired' }),
    ...(draft.validFrom ? {} : { validFrom: 'consoleFactors.validFromRequired' }),
    ...(draft.perTonne.trim() !== '' && Number.isFinite(perTonne) && perTonne > 0
      ? {}
      : { perTonne: 'consoleFactors.numberRequired' }),
    ...(draft.source.trim().length >= 3 ? {} : { source: 'consoleFactors.sourceRequired' }),
    ...(/^\d{4}$/.test(draft.sourceYear) ? {} : { sourceYear: 'consoleFactors.yearRequired' }),
  };
}

/** Publishes one of the country's own everyday equivalents from a future day. */
export function Co2EquivalentForm({
  kinds,
  kindName,
  feedback,
}: {
  kinds: string[];
  kindName: (kind: string) => string;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t } = useTranslation();
  const add = useAddCo2Equivalent();
  const [draft, setDraft] = useState(emptyEquivalent);
  const [problems, setProblems] = useState<Partial<Record<keyof EquivalentDraft, string>>>({});
  const field = (name: keyof EquivalentDraft) => ({
    value: draft[name],
    error: problems[name] ? t(problems[name]) : undefined,
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    feedback.clear();
    const found = problemsOf(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      {
        equivalent: {
          equivalent: draft.kind,
          valid_from: draft.validFrom,
          per_ton_co2e: Number(draft.perTonne),
          source: draft.source.trim(),
          source_year: Number(draft.sourceYear),
          source_url: draft.sourceUrl.trim() || null,
        },
      },
      {
        onSuccess: ({ console_add_co2_equivalent: added }) => {
          feedback.succeeded(
            t('consoleFactors.equivalents.added', {
              what: kindName(added.equivalent),
              from: added.valid_from,
            }),
          );
          setDraft(emptyEquivalent);
        },
        onError: (error) =>
          feedback.failed(
            error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT'
              ? (error.errors[0]?.message ?? t('consoleFactors.failed'))
              : t(errorMessage(error, 'consoleContacts').key),
          ),
      },
    );
  };
  return (
    <form className={styles.uploadForm} onSubmit={submit} noValidate>
      <h3 className={styles.subheading}>{t('consoleFactors.equivalents.addHeading')}</h3>
      <div className={styles.fieldRow}>
        <SelectField label={t('consoleFactors.equivalents.kind')} {...field('kind')}>
          <option value="">{t('consoleFactors.equivalents.chooseKind')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindName(kind)}
            </option>
          ))}
        </SelectField>
        <DateInputField
          label={t('consoleFactors.validFrom')}
          value={draft.validFrom}
          error={problems.validFrom ? t(problems.validFrom) : undefined}
          onChange={(day) => setDraft({ ...draft, validFrom: day })}
        />
        <TextField
          inputMode="decimal"
          label={t('consoleFactors.equivalents.perTonne')}
          hint={t('consoleFactors.equivalents.perTonneHint')}
          {...field('perTonne')}
        />
        <TextField label={t('consoleFactors.source')} {...field('source')} />
        <TextField
          inputMode="numeric"
          label={t('consoleFactors.sourceYear')}
          {...field('sourceYear')}
        />
        <TextField type="url" label={t('consoleFactors.sourceUrl')} {...field('sourceUrl')} />
      </div>
      <div>
        <Button type="submit" disabled={add.isPending}>
          {t('consoleFactors.equivalents.add')}
        </Button>
      </div>
    </form>
  );
}
