import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/confirm-dialog';
import styles from './row-menu.module.css';

/** What a destructive item asks before it runs. */
interface RowMenuConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
  /** A destructive confirm button (the default); false for a weighty but safe step. */
  destructive?: boolean;
}

interface RowMenuItem {
  label: string;
  /** Runs the action; a promise keeps the confirmation open (and its button busy) until it ends. */
  onSelect: () => void | Promise<unknown>;
  /** Asked in the confirmation dialog before onSelect, with a destructive confirm button. */
  confirm?: RowMenuConfirmation;
  /**
   * Destructive, but asked by the page's own confirmation dialog (one whose text is loaded when
   * it opens): onSelect opens it.
   */
  destructive?: boolean;
  disabled?: boolean;
}

interface RowMenuProps {
  /** The button's accessible name, naming the row ("Actions for Build server"). */
  label: string;
  items: RowMenuItem[];
}

/**
 * A row's quieter actions behind one button (the menu button pattern, from Radix): the keyboard
 * opens it on the first item, the arrows, Home and End move, Escape closes it and gives focus back
 * to the button. A destructive item asks in the confirmation dialog first. The menu is drawn
 * outside the table so a scrolling table never cuts it, and turns above the button near the
 * screen's end.
 */
export function RowMenu({ label, items }: RowMenuProps) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The item whose question opens once the menu has closed, so the menu's focus moving back to
  // the button does not pull focus out of the opening dialog.
  const toAsk = useRef<RowMenuItem | null>(null);
  const startOnFirstItem = useRef(false);
  const [asking, setAsking] = useState<RowMenuItem | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (!asking) return;
    setPending(true);
    try {
      await asking.onSelect();
    } finally {
      setPending(false);
      setAsking(null);
    }
  };

  // A row with nothing to do shows no button (the dialog stays while it asks).
  if (items.length === 0 && asking === null) return null;
  return (
    <>
      {/* Not modal: a modal menu locks scrolling with an inline <style> (refused by the CSP) and
          hides the rest of the page, its own button too, from assistive technology. */}
      <DropdownMenu.Root
        modal={false}
        onOpenChange={(open) => {
          startOnFirstItem.current = open;
        }}
      >
        <DropdownMenu.Trigger ref={buttonRef} className={styles.button} aria-label={label}>
          <span aria-hidden="true" className={styles.dots}>
            ⋯
          </span>
          <span className={styles.text}>{t('lists.rowMenu.actions')}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            aria-label={label}
            className={styles.menu}
            side="bottom"
            align="end"
            sideOffset={4}
            collisionPadding={8}
            loop
            onFocus={(event) => {
              // Opened by the pointer too, the menu starts on its first item (Radix focuses the
              // menu itself), so the arrows and Enter go on from there.
              if (!startOnFirstItem.current || event.target !== event.currentTarget) return;
              startOnFirstItem.current = false;
              event.currentTarget
                .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
                ?.focus({ preventScroll: true });
            }}
            onCloseAutoFocus={(event) => {
              const item = toAsk.current;
              if (!item) return;
              event.preventDefault();
              toAsk.current = null;
              buttonRef.current?.focus();
              setAsking(item);
            }}
          >
            {items.map((item) => (
              <DropdownMenu.Item
                key={item.label}
                disabled={item.disabled}
                className={
                  (item.confirm && item.confirm.destructive !== false) || item.destructive
                    ? `${styles.item} ${styles.destructive}`
                    : styles.item
                }
                onSelect={() => {
                  if (item.confirm) toAsk.current = item;
                  else void item.onSelect();
                }}
              >
                {item.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !pending) setAsking(null);
        }}
        title={asking?.confirm?.title ?? ''}
        message={asking?.confirm?.message ?? ''}
        confirmLabel={asking?.confirm?.confirmLabel}
        destructive={asking?.confirm?.destructive ?? true}
        pending={pending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
