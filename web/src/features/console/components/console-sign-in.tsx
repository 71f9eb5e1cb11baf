import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { paths } from '../../../shared/routing/paths';
import { saveConsoleSession, useConsoleSession } from '../lib/console-session';
import { ConsoleCodeStep, type CodeAccepted } from './console-code-step';
import { ConsolePasswordStep, type PasswordAccepted } from './console-password-step';
import { RecoveryCodes } from './recovery-codes';
import styles from './console.module.css';

type Step =
  | { kind: 'password'; notice: string | null }
  | { kind: 'code'; accepted: PasswordAccepted }
  | { kind: 'recovery'; country: string; session: CodeAccepted; codes: string[] };

/** The console's sign-in: password, then the authenticator (set up on the first sign-in). */
export function ConsoleSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useConsoleSession();
  const [step, setStep] = useState<Step>({ kind: 'password', notice: null });
  usePageTitle(t('console.signIn.title'));

  if (session && step.kind !== 'recovery') return <Navigate to={paths.consoleInbox} replace />;

  const open = (country: string, signedIn: CodeAccepted) => {
    saveConsoleSession({ token: signedIn.token, country });
    void navigate(paths.consoleInbox, { replace: true });
  };

  return (
    <>
      <h1 className={styles.heading}>{t('console.signIn.title')}</h1>
      <p className={styles.intro}>{t('console.signIn.intro')}</p>
      {step.kind === 'password' ? (
        <ConsolePasswordStep
          notice={step.notice}
          onAccepted={(accepted) => setStep({ kind: 'code', accepted })}
        />
      ) : step.kind === 'code' ? (
        <ConsoleCodeStep
          accepted={step.accepted}
          onStartAgain={(notice) => setStep({ kind: 'password', notice })}
          onSignedIn={(signedIn) =>
            signedIn.recovery_codes
              ? setStep({
                  kind: 'recovery',
                  country: step.accepted.country,
                  session: signedIn,
                  codes: signedIn.recovery_codes,
                })
              : open(step.accepted.country, signedIn)
          }
        />
      ) : (
        <RecoveryCodes codes={step.codes} onDone={() => open(step.country, step.session)} />
      )}
    </>
  );
}
