import { useState, type FormEvent, type RefObject } from 'react';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { GetAssignmentDefaultsQuery } from '../../../shared/graphql/generated/graphql';
import { useOrderAssignment } from '../api/order-assignment';
import type { UploadedAttachment } from '../lib/attachment-transfer';
import { todayInOslo } from '../lib/dates';
import { attachListAfterOrder } from '../lib/expected-asset-transfer';
import { newIdempotencyKey } from '../lib/idempotency';
import {
  initialOrderValues,
  toAssignmentInput,
  validateOrder,
  type OrderFormErrors,
  type OrderFormValues,
} from '../lib/order-form';
import type { ExpectedAssetChoice } from '../components/reconciliation/expected-asset-list-field';
import type { Ordered } from '../components/order-confirmation';

type Defaults = GetAssignmentDefaultsQuery['get_assignment_defaults'];

const noList: ExpectedAssetChoice = { selection: null, blocking: false };

/**
 * The order form's state and its submit: checks as the user types once they have tried, moves
 * the focus to the first problem (or the alert), orders once per idempotency key, then attaches
 * the expected-asset list to the new job before confirming. `alertRef` is the form's alert.
 */
export function useOrderAssignmentForm(
  defaults: Defaults,
  alertRef: RefObject<HTMLDivElement | null>,
) {
  const [values, setValues] = useState<OrderFormValues>(() => initialOrderValues(defaults));
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [assetList, setAssetList] = useState<ExpectedAssetChoice>(noList);
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The translation key of the last refused order's message.
  const [failure, setFailure] = useState<string | null>(null);
  const [ordered, setOrdered] = useState<Ordered | null>(null);
  // One key per order: a retry after a lost answer cannot order twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const order = useOrderAssignment();

  const inputOf = (next: OrderFormValues) =>
    toAssignmentInput(
      next,
      defaults,
      attachments.map((attachment) => attachment.id),
    );

  const update = (changes: Partial<OrderFormValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    // After a first attempt, problems clear (or appear) as the user types.
    if (submitted) setErrors(validateOrder(inputOf(next), todayInOslo()));
  };

  const focusAlert = () => requestAnimationFrame(() => alertRef.current?.focus());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const input = inputOf(values);
    const found = validateOrder(input, todayInOslo());
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => {
        const firstInvalid = document.querySelector<HTMLElement>('[aria-invalid="true"]');
        (firstInvalid ?? alertRef.current)?.focus();
      });
      return;
    }
    const list = values.kind === 'COLLECTION' ? assetList : noList;
    if (list.blocking) {
      setFailure('reconciliation.upload.fixFirst');
      focusAlert();
      return;
    }
    order.mutate(
      { idempotency_key: idempotencyKey, assignment: input },
      {
        onSuccess: (data) => {
          const job = data.order_assignment;
          // The list goes to the new job; the confirmation waits for it.
          void attachListAfterOrder(list.selection, job.id).then((attached) =>
            setOrdered({
              id: job.id,
              jobNumber: job.job_number,
              email: job.recipient_email,
              listFailed: !attached,
            }),
          );
        },
        onError: (error) => {
          setFailure(errorMessage(error, 'orderAssignment').key);
          focusAlert();
        },
      },
    );
  };

  const startOver = () => {
    setValues(initialOrderValues(defaults));
    setAttachments([]);
    setAssetList(noList);
    setErrors({});
    setSubmitted(false);
    setOrdered(null);
    setIdempotencyKey(newIdempotencyKey());
  };

  return {
    values,
    errors,
    update,
    attachments,
    setAttachments,
    setUploading,
    setAssetList,
    failure,
    ordered,
    onSubmit,
    startOver,
    busy: order.isPending || uploading,
    submitting: order.isPending,
  };
}
