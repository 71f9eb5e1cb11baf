import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { UnitHoldDecision } from '../../../shared/graphql/generated/graphql';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { useAnswerUnitHolds } from '../api/answer-unit-holds';
import { AnswerHoldsDialog } from './answer-holds-dialog';
import { UnitHoldList } from './unit-hold-list';
import styles from './unit-holds.module.css';

interface Question {
  holdIds: string[];
  decision: UnitHoldDecision;
}

/**
 * /unit-holds: the units the provider cannot process as planned until the customer answers.
 * Open holds are ticked (on any page) or answered one by one from their menu: released, or
 * destroyed instead. An answer is all or nothing; a refused one changes nothing on the page.
 */
export function UnitHoldsPage() {
  const { t } = useTranslation();
  const feedback = useActionNotice();
  const answer = useAnswerUnitHolds();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [question, setQuestion] = useState<Question | null>(null);

  const ask = (holdIds: string[], decision: UnitHoldDecision) => {
    feedback.clear();
    setQuestion({ holdIds, decision });
  };
  const confirm = (note: string) => {
    if (!question) return;
    const { holdIds, decision } = question;
    answer.mutate(
      { hold_ids: holdIds, decision, note: note || null },
      {
        onSuccess: (data) => {
          const count = data.answer_unit_holds.answered;
          feedback.succeeded(
            t(decision === 'destroy' ? 'unitHolds.destroyRequested' : 'unitHolds.released', {
              count,
            }),
          );
          setSelected((current) => new Set([...current].filter((id) => !holdIds.includes(id))));
        },
        onError: (error) => feedback.failed(t(errorMessage(error, 'unitHolds').key)),
        onSettled: () => setQuestion(null),
      },
    );
  };

  return (
    <div className={styles.page}>
      <ActionNotice notice={feedback.notice} />
      <section aria-labelledby="unit-holds-list" className={styles.section}>
        <h2 id="unit-holds-list" className={styles.heading}>
          {t('unitHolds.listTitle')}
        </h2>
        <p className={styles.intro}>{t('unitHolds.intro')}</p>
        <UnitHoldList selected={selected} onSelect={setSelected} onAnswer={ask} />
      </section>
      <AnswerHoldsDialog
        question={question}
        pending={answer.isPending}
        onCancel={() => setQuestion(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
