import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { Modal } from '../../../shared/components/modal';
import { errorMessage } from '../../../shared/errors/error-messages';
import { useApproveAccessRequest } from '../api/console-approve-access-request';
import type { InboxRequest } from './access-request-columns';
import styles from './console.module.css';

const newCustomer = 'new';

/**
 * Approving: a new customer made from the request, or the request attached to a customer of
 * the same organisation number. Either way the requester gets an invitation by e-mail.
 */
export function ApproveRequestDialog({
  request,
  onClose,
  onApproved,
}: {
  request: InboxRequest;
  onClose: () => void;
  onApproved: (email: string) => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveAccessRequest();
  const [choice, setChoice] = useState(request.matching_suppliers[0]?.id ?? newCustomer);
  const failure = approve.error ? errorMessage(approve.error, 'consoleDecision') : null;

  const submit = () =>
    approve.mutate(
      { id: request.id, supplier_id: choice === newCustomer ? null : choice },
      { onSuccess: (answer) => onApproved(answer.console_approve_access_request.invited_email) },
    );

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('console.approve.title', { company: request.company_name })}
      description={t('console.approve.description', {
        name: `${request.first_name} ${request.last_name}`,
        email: request.email,
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={approve.isPending}>
            {t('console.approve.confirm')}
          </Button>
        </>
      }
    >
      {failure ? (
        <div className={styles.alert} role="alert">
          {t(failure.key)}
        </div>
      ) : null}
      <fieldset className={styles.choices}>
        <legend>{t('console.approve.customer')}</legend>
        {request.matching_suppliers.map((match) => (
          <label key={match.id} className={styles.choice}>
            <input
              type="radio"
              name="customer"
              value={match.id}
              checked={choice === match.id}
              onChange={() => setChoice(match.id)}
            />
            {t('console.approve.attach', { company: match.company })}
          </label>
        ))}
        <label className={styles.choice}>
          <input
            type="radio"
            name="customer"
            value={newCustomer}
            checked={choice === newCustomer}
            onChange={() => setChoice(newCustomer)}
          />
          {t('console.approve.create', { company: request.company_name })}
        </label>
      </fieldset>
    </Modal>
  );
}
