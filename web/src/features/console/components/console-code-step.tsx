import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { TextField } from '../../../shared/components/form-field';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { ConsoleConfirmCodeMutation } from '../../../shared/graphql/generated/graphql';
import { useConsoleConfirmCode } from '../api/console-sign-in';
import type { PasswordAccepted } from './console-password-step';
import { TotpSetup } from './totp-setup';
import styles from './console.module.css';

export type CodeAccepted = ConsoleConfirmCodeMutation['console_confirm_code'];

/**
 * The second factor: the authenticator's six digits (or a recovery code). On the first sign-in
 * the authenticator is set up here, and its first code confirms it.
 */
export function ConsoleCodeStep({
  accepted,
  onSignedIn,
  onStartAgain,
}: {
  accepted: PasswordAccepted;
  onSignedIn: (session: CodeAccepted) => void;
  onStartAgain: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConsoleConfirmCode();
  const [missing, setMissing] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  const setup = accepted.step.totp_setup;

  useLayoutEffect(() => {
    if (!setup) codeField.current?.focus();
  }, [setup]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('code');
    const code = typeof value === 'string' ? value.trim() : '';
    setMissing(!code);
    if (!code) return;
    confirm.mutate(
      { country: accepted.country, challenge: accepted.step.challenge, code },
      {
        onSuccess: (answer) => onSignedIn(answer.console_confirm_code),
        onError: (error) => {
          if (error instanceof GraphQLRequestError && error.code === 'EXPIRED') {
            onStartAgain(t('console.errors.challengeExpired'));
          } else {
            codeField.current?.select();
          }
        },
      },
    );
  };

  const failure = confirm.error ? errorMessage(confirm.error, 'consoleSignIn') : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {setup ? (
        <TotpSetup setup={setup} />
      ) : (
        <p className={styles.intro}>{t('console.code.intro')}</p>
      )}
      {failure ? (
        <div className={styles.alert} role="alert">
          {t(failure.key)}
        </div>
      ) : null}
      <TextField
        ref={codeField}
        label={setup ? t('console.code.firstCode') : t('console.code.label')}
        name="code"
        autoComplete="one-time-code"
        inputMode={setup ? 'numeric' : 'text'}
        spellCheck={false}
        hint={setup ? undefined : t('console.code.recoveryHint')}
        error={missing ? t('console.code.required') : undefined}
      />
      <Button type="submit" fullWidth disabled={confirm.isPending}>
        {setup ? t('console.code.confirmSetup') : t('console.code.signIn')}
      </Button>
    </form>
  );
}
