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

function firstField(error: GraphQLRequestError): AccountField | undefined {
  const fields = error.errors[0]?.extensions?.fields;
  if (!Array.isArray(fields)) return undefined;
  const name = (fields[0] as { field?: unknown } | undefined)?.field;
  return typeof name === 'string' ? fieldsByApiName[name] : undefined;
}

/** Maps update_user_information's error codes to what the form shows, and where. */
export function accountSaveError(error: unknown): AccountSaveError {
  if (!(error instanceof GraphQLRequestError)) return { key: 'account.errors.saveFailed' };
  switch (error.code) {
    case 'WRONG_PASSWORD':
      return { key: 'account.errors.wrongPassword', field: 'oldPassword' };
    case 'WEAK_PASSWORD':
      return { key: 'account.errors.weakPassword', field: 'newPassword' };
    case 'TOO_MANY_ATTEMPTS':
      return { key: 'account.errors.tooManyAttempts' };
    case 'BAD_USER_INPUT': {
      const field = firstField(error);
      if (field === 'newPassword') return { key: 'account.validation.samePassword', field };
      return field ? { key: 'account.errors.invalid', field } : { key: 'account.errors.invalid' };
    }
    default:
      return { key: 'account.errors.saveFailed' };
  }
}
