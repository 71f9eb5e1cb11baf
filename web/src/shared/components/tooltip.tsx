import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './tooltip.module.css';

interface TooltipProps {
  content: ReactNode;
  /** What the tooltip explains; an info button when left out. */
  children?: ReactNode;
  label?: string;
}

/** A tooltip that opens on hover and on keyboard focus, and closes with Escape. */
export function Tooltip({ content, children, label }: TooltipProps) {
  const { t } = useTranslation();
  // Held here, so the library announces the opening while the tip is still closed: left to
  // itself it announces it from an effect, which Preact runs after the tip has mounted and begun
  // to listen, and the tip would close on its own announcement.
  const [open, setOpen] = useState(false);
  return (
    <RadixTooltip.Provider delayDuration={200}>
      <RadixTooltip.Root open={open} onOpenChange={setOpen}>
        <RadixTooltip.Trigger asChild>
          {children ?? (
            <button
              type="button"
              className={styles.infoButton}
              aria-label={label ?? t('common.moreInformation')}
            >
              <svg viewBox="0 0 16 16" aria-hidden="true">
                <circle cx="8" cy="8" r="7" />
                <path d="M8 7v4M8 4.5v.5" />
              </svg>
            </button>
          )}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
