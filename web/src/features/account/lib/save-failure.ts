import { errorMessage, failedFieldName } from '../../../shared/errors/error-messages';
import { GraphQLRequestError } from '../../../shared/graphql/client';

type AccountField =
  'firstName' | 'lastName' | 'phone' | 'jobTitle' | 'language' | 'oldPassword' | 'newPassword';

/** A failed save: a translation key, and the input it belongs to when there is one. */
export interface AccountSaveError {
  key: string;
  field?: AccountField;
}

const fieldsByApiName: Record<string, AccountField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  job_title: 'jobTitle',
  language: 'language',
  old_password: 'oldPassword',
  new_password: 'newPassword',
};

/** The input a refused save belongs to: the passwords by their codes, else the one the API names. */
function failedField(error: unknown): AccountField | undefined {
  if (!(error instanceof GraphQLRequestError)) return undefined;
  if (error.code === 'WRONG_PASSWORD') return 'oldPassword';
  if (error.code === 'WEAK_PASSWORD') return 'newPassword';
  if (error.code !== 'BAD_USER_INPUT') return undefined;
  const name = failedFieldName(error);
  return name ? fieldsByApiName[name] : undefined;
}

/** What the form shows for a failed update_user_information (the shared messages), and where. */
export function accountSaveError(error: unknown): AccountSaveError {
  const field = failedField(error);
  // Bad input on the new password can only be the old one again.
  const key =
    field === 'newPassword' &&
    error instanceof GraphQLRequestError &&
    error.code === 'BAD_USER_INPUT'
      ? 'account.validation.samePassword'
      : errorMessage(error, 'accountSave').key;
  return field ? { key, field } : { key };
}
