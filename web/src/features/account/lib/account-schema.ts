import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema, phoneNumberPattern, phoneProblems } from '@itad-portal/validation';
import { z } from 'zod';
import type { UpdateUserInformationMutationVariables } from '../../../shared/graphql/generated/graphql';
import { languages } from '../../../shared/i18n/languages';

// Messages are translation keys; the form translates them when it shows them. The bounds are
// the API's (update_user_information), so what passes here passes there.
const required = (maximumLength: number) =>
  z
    .string()
    .trim()
    .min(1, 'account.validation.required')
    .max(maximumLength, 'account.validation.tooLong');

export const accountFormSchema = z
  .object({
    firstName: required(100),
    lastName: required(100),
    phone: required(50).regex(phoneNumberPattern, phoneProblems.invalid),
    jobTitle: required(100),
    language: z.enum(languages, 'account.validation.languageRequired'),
    oldPassword: z.string(),
    newPassword: z.string(),
    repeatPassword: z.string(),
  })
  .superRefine((values, context) => {
    // The password section is optional: left empty, the password stays as it is.
    if (!values.oldPassword && !values.newPassword && !values.repeatPassword) return;
    if (!values.oldPassword) {
      context.addIssue({
        code: 'custom',
        path: ['oldPassword'],
        message: 'account.validation.oldPasswordRequired',
      });
    }
    // The new password follows the one rule the API applies too (@itad-portal/validation).
    const rule = newPasswordSchema.safeParse(values.newPassword);
    if (!rule.success) {
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: rule.error.issues[0]?.message ?? 'passwordRules.required',
      });
    } else if (values.newPassword === values.oldPassword) {
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'account.validation.samePassword',
      });
    }
    if (values.newPassword !== values.repeatPassword) {
      context.addIssue({
        code: 'custom',
        path: ['repeatPassword'],
        message: 'passwordRules.notEqual',
      });
    }
  });

export type AccountFormValues = z.input<typeof accountFormSchema>;
export type ValidAccountFormValues = z.output<typeof accountFormSchema>;
export const accountFormResolver = zodResolver(accountFormSchema);

/** The mutation's variables; the passwords only when the password section was filled in. */
export function toUpdateVariables(
  values: ValidAccountFormValues,
): UpdateUserInformationMutationVariables {
  const changesPassword = Boolean(values.oldPassword && values.newPassword);
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    phone: values.phone,
    job_title: values.jobTitle,
    language: values.language,
    ...(changesPassword
      ? { old_password: values.oldPassword, new_password: values.newPassword }
      : {}),
  };
}
