import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInputField } from '../../../shared/components/date-field';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { errorMessage } from '../../../shared/errors/error-messages';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { useAddCo2Factor } from '../api/console-co2-factors';
import styles from './console.module.css';

const emptyFactor = {
  category: '',
  manufacturer: '',
  model: '',
  validFrom: '',
  kg: '',
  low: '',
  high: '',
  source: '',
  sourceYear: '',
  sourceUrl: '',
};
type FactorDraft = typeof emptyFactor;

/** What the form checks before sending; the server applies the provider API's full rule. */
function problemsOf(draft: FactorDraft): Partial<Record<keyof FactorDraft, string>> {
  const number = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));
  return {
    ...(draft.category ? {} : { category: 'consoleFactors.categoryRequired' }),
    ...(draft.validFrom ? {} : { validFrom: 'consoleFactors.validFromRequired' }),
    ...(number(draft.kg) ? {} : { kg: 'consoleFactors.numberRequired' }),
    ...(number(draft.low) ? {} : { low: 'consoleFactors.numberRequired' }),
    ...(number(draft.high) ? {} : { high: 'consoleFactors.numberRequired' }),
    ...(draft.source.trim().length >= 3 ? {} : { source: 'consoleFactors.sourceRequired' }),
    ...(/^\d{4}$/.test(draft.sourceYear) ? {} : { sourceYear: 'consoleFactors.yearRequired' }),
    ...(Boolean(draft.manufacturer.trim()) === Boolean(draft.model.trim())
      ? {}
      : { model: 'consoleFactors.bothOrNeither' }),
  };
}

/** Publishes a factor from a future day: for a category, or one manufacturer's model. */
export function Co2FactorForm({
  categories,
  categoryName,
  feedback,
}: {
  categories: string[];
  categoryName: (code: string) => string;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t } = useTranslation();
  const add = useAddCo2Factor();
  const [draft, setDraft] = useState(emptyFactor);
  const [problems, setProblems] = useState<Partial<Record<keyof FactorDraft, string>>>({});
  const field = (name: keyof FactorDraft) => ({
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
        factor: {
          category: draft.category,
          manufacturer: draft.manufacturer.trim() || null,
          model: draft.model.trim() || null,
          valid_from: draft.validFrom,
          kg_co2e: Number(draft.kg),
          kg_co2e_low: Number(draft.low),
          kg_co2e_high: Number(draft.high),
          source: draft.source.trim(),
          source_year: Number(draft.sourceYear),
          source_url: draft.sourceUrl.trim() || null,
        },
      },
      {
        onSuccess: ({ console_add_co2_factor: added }) => {
          feedback.succeeded(
            t('consoleFactors.added', {
              what: added.model
                ? `${added.manufacturer ?? ''} ${added.model}`
                : categoryName(added.category),
              from: added.valid_from,
            }),
          );
          setDraft(emptyFactor);
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
    <section className={styles.section} aria-labelledby="add-co2-factor">
      <h2 id="add-co2-factor" className={styles.sectionHeading}>
        {t('consoleFactors.addHeading')}
      </h2>
      <p className={styles.pageIntro}>{t('consoleFactors.addIntro')}</p>
      <form className={styles.uploadForm} onSubmit={submit} noValidate>
        <div className={styles.fieldRow}>
          <SelectField label={t('consoleFactors.category')} {...field('category')}>
            <option value="">{t('consoleFactors.chooseCategory')}</option>
            {categories.map((code) => (
              <option key={code} value={code}>
                {categoryName(code)}
              </option>
            ))}
          </SelectField>
          <DateInputField
            label={t('consoleFactors.validFrom')}
            value={draft.validFrom}
            error={problems.validFrom ? t(problems.validFrom) : undefined}
            onChange={(day) => setDraft({ ...draft, validFrom: day })}
          />
          <TextField label={t('consoleFactors.manufacturer')} {...field('manufacturer')} />
          <TextField
            label={t('consoleFactors.model')}
            hint={t('consoleFactors.modelHint')}
            {...field('model')}
          />
          <TextField inputMode="decimal" label={t('consoleFactors.kg')} {...field('kg')} />
          <div className={styles.fieldRow}>
            <TextField inputMode="decimal" label={t('consoleFactors.low')} {...field('low')} />
            <TextField inputMode="decimal" label={t('consoleFactors.high')} {...field('high')} />
          </div>
          <TextField label={t('consoleFactors.source')} {...field('source')} />
          <TextField
            inputMode="numeric"
            label={t('consoleFactors.sourceYear')}
            {...field('sourceYear')}
          />
        </div>
        <TextField type="url" label={t('consoleFactors.sourceUrl')} {...field('sourceUrl')} />
        <div>
          <Button type="submit" disabled={add.isPending}>
            {t('consoleFactors.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
