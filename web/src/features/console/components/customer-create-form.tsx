import { maximumCompanyNameLength, maximumOrganisationNumberLength } from '@itad-portal/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/components/button';
import { TextField } from '../../../shared/components/form-field';
import { errorMessage } from '../../../shared/errors/error-messages';
import { paths } from '../../../shared/routing/paths';
import { useCreateCustomer } from '../api/console-create-customer';
import styles from './console.module.css';
import pageStyles from './customer-page.module.css';

const emptyDraft = { company: '', orgNumber: '', isMasterAccount: false };
type Problems = Partial<Record<'company' | 'orgNumber', string>>;

function problemsOf(draft: typeof emptyDraft): Problems {
  const problems: Problems = {};
  const company = draft.company.trim();
  if (!company) problems.company = 'console.customers.create.companyRequired';
  else if (company.length > maximumCompanyNameLength) {
    problems.company = 'console.customers.create.companyTooLong';
  }
  if (draft.orgNumber.trim().length > maximumOrganisationNumberLength) {
    problems.orgNumber = 'console.customers.create.orgNumberTooLong';
  }
  return problems;
}

/**
 * A customer for a contract that came without an access request, or (with `group`) a company
 * joining a master account's group. Its first admin is invited on its own page, which the
 * answer links to.
 */
export function CustomerCreateForm({ group }: { group?: { id: string; company: string } }) {
  const { t } = useTranslation();
  const create = useCreateCustomer();
  const [draft, setDraft] = useState(emptyDraft);
  const [problems, setProblems] = useState<Problems>({});
  const [created, setCreated] = useState<{ id: string; company: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = group ? 'console-group-company' : 'console-new-customer';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    setFailure(null);
    const found = problemsOf(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        company: draft.company.trim(),
        org_number: draft.orgNumber.trim() || null,
        is_master_account: group ? false : draft.isMasterAccount,
        parent_id: group?.id ?? null,
      },
      {
        onSuccess: ({ console_create_customer: customer }) => {
          setCreated(customer);
          setDraft(emptyDraft);
        },
        onError: (error) => setFailure(t(errorMessage(error, 'consoleCreateCustomer').key)),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t(group ? 'console.customers.create.groupHeading' : 'console.customers.create.heading')}
      </h2>
      <p className={pageStyles.settingText}>
        {group
          ? t('console.customers.create.groupIntro', { company: group.company })
          : t('console.customers.create.intro')}
      </p>
      <div role="status">
        {created ? (
          <p className={styles.createdNotice}>
            {t('console.customers.create.created', { company: created.company })}{' '}
            <Link to={paths.consoleCustomer(created.id)}>
              {t('console.customers.create.open', { company: created.company })}
            </Link>
          </p>
        ) : null}
      </div>
      {failure ? <p role="alert">{failure}</p> : null}
      <form className={pageStyles.inviteForm} onSubmit={submit} noValidate>
        <div className={styles.fieldRow}>
          <TextField
            label={t('console.customers.create.company')}
            autoComplete="off"
            value={draft.company}
            error={problems.company ? t(problems.company) : undefined}
            onChange={(event) => setDraft({ ...draft, company: event.target.value })}
          />
          <TextField
            label={t('console.customers.columns.orgNumber')}
            autoComplete="off"
            value={draft.orgNumber}
            error={problems.orgNumber ? t(problems.orgNumber) : undefined}
            onChange={(event) => setDraft({ ...draft, orgNumber: event.target.value })}
          />
        </div>
        {group ? null : (
          <label className={pageStyles.checkbox}>
            <input
              type="checkbox"
              checked={draft.isMasterAccount}
              onChange={(event) => setDraft({ ...draft, isMasterAccount: event.target.checked })}
            />
            <span>{t('console.customers.create.master')}</span>
          </label>
        )}
        <div>
          <Button type="submit" disabled={create.isPending}>
            {t(group ? 'console.customers.create.groupSubmit' : 'console.customers.create.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
