import type { ExpectedAssetMapping } from '@itad-portal/validation';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../../shared/components/table-scroll';
import { fieldOfColumn } from '../../lib/expected-asset-mapping';
import styles from '../jobs.module.css';
import own from './reconciliation.module.css';

interface Props {
  headers: string[];
  mapping: ExpectedAssetMapping;
  rows: string[][];
}

/**
 * The mapping step's preview: the file's first rows under its headers, each column marked with
 * the field it is read as, so the user sees at once whether the serial numbers are the serial
 * numbers.
 */
export function ListPreview({ headers, mapping, rows }: Props) {
  const { t } = useTranslation();
  if (!rows.length) return null;
  const caption = t('reconciliation.upload.preview');
  return (
    <div className={own.preview}>
      <TableScroll label={caption}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {headers.map((header, column) => {
                const field = fieldOfColumn(mapping, column);
                return (
                  <th key={column} scope="col" className={field ? own.mappedColumn : undefined}>
                    {header || t('reconciliation.upload.columnNumber', { number: column + 1 })}
                    {field ? ' ' : null}
                    {field ? (
                      <span className={own.fieldName}>
                        {t(`reconciliation.upload.field.${field}`)}
                      </span>
                    ) : null}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, index) => (
              <tr key={index}>
                {headers.map((_header, column) => (
                  <td key={column}>{cells[column] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className={styles.hint}>{t('reconciliation.upload.previewHint')}</p>
    </div>
  );
}
