import { maximumHoldNoteLength } from '@itad-portal/validation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { Modal } from '../../../shared/components/modal';
import fieldStyles from '../../../shared/components/form-field.module.css';
import type { UnitHoldDecision } from '../../../shared/graphql/generated/graphql';
import styles from './unit-holds.module.css';

/** The server's limit of a note's length. */

interface AnswerHoldsDialogProps {
  /** The holds asked about and the answer; null while the dialog is closed. */
  question: { holdIds: readonly string[]; decision: UnitHoldDecision } | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}

/**
 * Asks before holds are answered: how many units, which answer, and a note to the provider.
 * Destroying says plainly that the units are destroyed and their resale value lost. Focus stays
 * in the dialog; Escape, Cancel and the close button leave everything as it was.
 */
export function AnswerHoldsDialog({
  question,
  pending,
  onCancel,
  onConfirm,
}: AnswerHoldsDialogProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const [note, setNote] = useState('');
  // Each question starts with an empty note.
  const [asked, setAsked] = useState(question);
  if (asked !== question) {
    setAsked(question);
    setNote('');
  }
  const count = question?.holdIds.length ?? 0;
  const destroy = question?.decision === 'destroy';
  return (
    <Modal
      open={question !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      role="alertdialog"
      title={t(destroy ? 'unitHolds.dialog.destroyTitle' : 'unitHolds.dialog.releaseTitle', {
        count,
      })}
      description={t(destroy ? 'unitHolds.dialog.destroyText' : 'unitHolds.dialog.releaseText', {
        count,
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={destroy ? 'danger' : 'primary'}
            disabled={pending}
            onClick={() => onConfirm(note.trim())}
          >
            {t(destroy ? 'unitHolds.dialog.confirmDestroy' : 'unitHolds.dialog.confirmRelease', {
              count,
            })}
          </Button>
        </>
      }
    >
      {destroy ? (
        <p className={styles.warning}>{t('unitHolds.dialog.destroyWarning', { count })}</p>
      ) : null}
      <div className={fieldStyles.field}>
        <label htmlFor={noteId} className={fieldStyles.label}>
          {t('unitHolds.dialog.note')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={maximumHoldNoteLength}
          className={`${fieldStyles.control} ${styles.note}`}
          placeholder={t(
            destroy ? 'unitHolds.dialog.destroyPlaceholder' : 'unitHolds.dialog.releasePlaceholder',
          )}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </Modal>
  );
}
