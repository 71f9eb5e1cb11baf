import { useId } from 'react';
import pageStyles from './customer-page.module.css';

/**
 * One of a customer's on/off settings: a switch for staff who act, the setting in words for
 * support. The switch shows the choice while it is being saved.
 */
export function SettingSwitch({
  canAct,
  checked,
  pending,
  label,
  hint,
  stateWord,
  readOnlyText,
  onChange,
}: {
  canAct: boolean;
  checked: boolean;
  pending: boolean;
  label: string;
  hint: string;
  /** "Allowed", "On": for the eye, beside the switch. */
  stateWord: string;
  /** The setting as a sentence, for those who only read it. */
  readOnlyText: string;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  if (!canAct) return <p className={pageStyles.settingText}>{readOnlyText}</p>;
  return (
    <div>
      <label className={pageStyles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={pending}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {label}
          {/* The switch says on or off itself; the word is for the eye. */}
          <span className={pageStyles.switchState} aria-hidden="true">
            {stateWord}
          </span>
        </span>
      </label>
      <p id={hintId} className={pageStyles.settingText}>
        {hint}
      </p>
    </div>
  );
}
