import {
  expectedAssetFields,
  type ExpectedAssetField,
  type ExpectedAssetMapping,
} from '@itad-portal/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/components/button';
import { FileInput } from '../../../../shared/components/file-input';
import { SelectField } from '../../../../shared/components/form-field';
import {
  columnOptions,
  listStateOf,
  problemKey,
  recognitionKey,
  withColumn,
  type ListCheck,
} from '../../lib/expected-asset-mapping';
import { ListTransferError, sendExpectedAssetList } from '../../lib/expected-asset-transfer';
import styles from '../jobs.module.css';
import { ListPreview } from './list-preview';

/** A list the user chose, with its columns, once it checks out (null: none, or not yet). */
export interface ExpectedAssetSelection {
  file: File;
  mapping: ExpectedAssetMapping | null;
}

/** For the order form: a chosen file that is not ready yet stops the order. */
export interface ExpectedAssetChoice {
  selection: ExpectedAssetSelection | null;
  blocking: boolean;
}

interface Props {
  legend: string;
  /** The job page: an Attach button stores the list for this job. */
  jobId?: string;
  onAttached?: (count: number) => void;
  /** The order form: told of the choice as it changes; the form stores it after ordering. */
  onChoiceChange?: (choice: ExpectedAssetChoice) => void;
}

/**
 * Choosing a list of expected assets (CSV/XLSX): the server checks it at once and says which
 * columns it recognised (the user may change them, and must choose them when none were
 * recognised) and which lines are bad and why.
 */
export function ExpectedAssetListField({ legend, jobId, onAttached, onChoiceChange }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<ExpectedAssetMapping | null>(null);
  const [check, setCheck] = useState<ListCheck | null>(null);
  const [busy, setBusy] = useState<'checking' | 'attaching' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attached, setAttached] = useState<number | null>(null);

  const report = (next: {
    file: File | null;
    check: ListCheck | null;
    mapping: ExpectedAssetMapping | null;
    busy: boolean;
  }) => {
    const ready = next.file && next.check && listStateOf(next.check) === 'ready';
    onChoiceChange?.({
      selection: ready && next.file ? { file: next.file, mapping: next.mapping } : null,
      blocking: Boolean(next.file) && (next.busy || !ready),
    });
  };

  const runCheck = async (nextFile: File, mapping: ExpectedAssetMapping | null) => {
    setBusy('checking');
    setProblem(null);
    setAttached(null);
    report({ file: nextFile, check: null, mapping, busy: true });
    try {
      const result = await sendExpectedAssetList(nextFile, { mapping });
      setCheck(result);
      report({ file: nextFile, check: result, mapping, busy: false });
    } catch (error) {
      setCheck(null);
      setProblem(
        error instanceof ListTransferError ? error.problem : 'reconciliation.upload.failed',
      );
      report({ file: nextFile, check: null, mapping, busy: false });
    } finally {
      setBusy(null);
    }
  };

  const clear = () => {
    setFile(null);
    setChosen(null);
    setCheck(null);
    setProblem(null);
    report({ file: null, check: null, mapping: null, busy: false });
  };

  const onFile = (next: File | undefined) => {
    if (!next) return clear();
    setFile(next);
    setChosen(null);
    void runCheck(next, null);
  };

  const onColumn = (field: ExpectedAssetField, value: string) => {
    if (!file || !check) return;
    const mapping = withColumn(check.mapping, field, value === '' ? null : Number(value));
    setChosen(mapping);
    void runCheck(file, mapping);
  };

  const attach = async () => {
    if (!file || !jobId) return;
    setBusy('attaching');
    setProblem(null);
    try {
      const result = await sendExpectedAssetList(file, { mapping: chosen, jobId });
      setCheck(result);
      if (result.stored !== undefined) {
        setAttached(result.stored);
        setFile(null);
        setCheck(null);
        onAttached?.(result.stored);
      }
    } catch (error) {
      setProblem(
        error instanceof ListTransferError ? error.problem : 'reconciliation.upload.failed',
      );
    } finally {
      setBusy(null);
    }
  };

  const state = check ? listStateOf(check) : null;
  const recognition = check ? recognitionKey(check) : null;
  const hiddenProblems = check ? check.problem_count - check.problems.length : 0;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <FileInput
        label={t('reconciliation.upload.file')}
        hint={t('reconciliation.upload.hint')}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        chosenNames={file ? [file.name] : []}
        onFiles={(files) => onFile(files[0])}
      />
      <div role="status" aria-live="polite">
        {busy === 'checking' ? <p>{t('reconciliation.upload.checking')}</p> : null}
        {busy === 'attaching' ? <p>{t('reconciliation.upload.attaching')}</p> : null}
        {attached !== null ? (
          <p>{t('reconciliation.upload.attached', { count: attached })}</p>
        ) : null}
        {check && !busy && state === 'ready' ? (
          <p>{t('reconciliation.upload.ready', { count: check.row_count })}</p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {t(problem)}
        </p>
      ) : null}
      {check ? (
        <>
          {recognition ? <p className={styles.hint}>{t(recognition)}</p> : null}
          <div className={styles.row}>
            {expectedAssetFields.map((field) => (
              <SelectField
                key={field}
                label={t(`reconciliation.upload.columns.${field}`)}
                value={check.mapping[field] === null ? '' : String(check.mapping[field])}
                error={
                  field === 'serial_number' && check.mapping_problem
                    ? t(`reconciliation.upload.mapping.${check.mapping_problem}`)
                    : undefined
                }
                disabled={busy !== null}
                onChange={(event) => onColumn(field, event.target.value)}
              >
                <option value="">{t('reconciliation.upload.noColumn')}</option>
                {columnOptions(check.headers).map((option) => (
                  <option key={option.value} value={option.value}>
                    {t('reconciliation.upload.columnOption', option)}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
          <ListPreview headers={check.headers} mapping={check.mapping} rows={check.preview} />
          {state === 'invalid' ? (
            <div role="alert">
              <p className={styles.alert}>
                {t('reconciliation.upload.problems', { count: check.problem_count })}
              </p>
              <ul className={styles.problemList}>
                {check.problems.map((item) => {
                  const key = problemKey(item.code);
                  return (
                    <li key={`${item.line}-${item.code}`}>
                      {t('reconciliation.upload.problemLine', {
                        line: item.line,
                        problem: key ? t(key, { firstLine: item.first_line }) : item.message,
                      })}
                    </li>
                  );
                })}
              </ul>
              {hiddenProblems > 0 ? (
                <p>{t('reconciliation.upload.moreProblems', { count: hiddenProblems })}</p>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
      <div className={styles.filterActions}>
        {jobId ? (
          <Button disabled={state !== 'ready' || busy !== null} onClick={() => void attach()}>
            {t('reconciliation.upload.attach')}
          </Button>
        ) : null}
        {file ? (
          <Button variant="secondary" disabled={busy !== null} onClick={clear}>
            {t('reconciliation.upload.remove')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
