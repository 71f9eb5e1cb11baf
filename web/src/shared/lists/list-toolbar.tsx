import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { SelectField, TextField } from '../components/form-field';
import { apiCountry } from '../country/country';
import { downloadFile } from '../lib/download-file';
import styles from './data-table.module.css';
import { useTextOrder } from '../lib/text-order';

/** The list's text filter: it searches after a short pause in typing, not on every key. */
export function ListTextFilter({
  value,
  onChange,
  label,
  hint,
}: {
  value: string;
  onChange: (text: string) => void;
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // A new value from outside (Back, a cleared filter) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  // The latest callback, without restarting the pause when the page renders again.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => report.current(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      label={label ?? t('lists.filter')}
      type="search"
      value={text}
      hint={hint}
      maxLength={100}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

/** A master account's choice of the whole group or one of its companies; nothing for others. */
export function ListCompanySelect({
  companies,
  value,
  onChange,
}: {
  companies: readonly { id: string; company: string }[];
  value: string | null;
  onChange: (supplierId: string | null) => void;
}) {
  const { t } = useTranslation();
  const inTextOrder = useTextOrder();
  if (companies.length < 2) return null;
  return (
    <SelectField
      label={t('lists.scope.label')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">{t('lists.scope.wholeGroup')}</option>
      {inTextOrder(companies, (company) => company.company).map((company) => (
        <option key={company.id} value={company.id}>
          {company.company}
        </option>
      ))}
    </SelectField>
  );
}

export type ListFileFormat = 'csv' | 'xlsx';

/** Where a list's file is and how it is fetched: the customer's by default, the console's its own. */
export interface ListExportTarget {
  path(name: string, format: ListFileFormat, query: URLSearchParams): string;
  /** Fetches the file with the session's token and saves it (a plain link cannot send it). */
  download(path: string, fallbackName: string): Promise<void>;
}

/** The customer's lists: /files/<country>/exports/<name>.<format>?<the view>, their token. */
const customerExports: ListExportTarget = {
  path: (name, format, query) =>
    `/files/${apiCountry()}/exports/${name}.${format}?${query.toString()}`,
  download: (path, fallbackName) => downloadFile(path, fallbackName),
};

/**
 * CSV and Excel buttons: the server writes every row the list's filters and order show (not
 * only the page on screen), in the interface's language.
 */
export function ListExportButtons({
  name,
  query,
  disabled,
  target = customerExports,
}: {
  name: string;
  query: URLSearchParams;
  disabled?: boolean;
  target?: ListExportTarget;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<'idle' | 'exporting' | 'failed'>('idle');
  const run = async (format: ListFileFormat) => {
    setState('exporting');
    const withLanguage = new URLSearchParams(query);
    withLanguage.set('language', i18n.resolvedLanguage ?? i18n.language);
    try {
      await target.download(target.path(name, format, withLanguage), `${name}.${format}`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.exports}>
      <Button
        variant="secondary"
        disabled={disabled || state === 'exporting'}
        onClick={() => void run('csv')}
      >
        {t('lists.exportCsv')}
      </Button>
      <Button
        variant="secondary"
        disabled={disabled || state === 'exporting'}
        onClick={() => void run('xlsx')}
      >
        {t('lists.exportXlsx')}
      </Button>
      <span role="status">{state === 'exporting' ? t('lists.exporting') : ''}</span>
      {state === 'failed' ? <p role="alert">{t('lists.exportFailed')}</p> : null}
    </div>
  );
}
