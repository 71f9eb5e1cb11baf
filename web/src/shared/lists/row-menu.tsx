import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
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

/** Where the menu opens: below the button (above it when the screen ends first), its right edge on the button's. */
function placeOf(button: HTMLButtonElement | null, items: number): MenuPlace {
  const box = button?.getBoundingClientRect();
  if (!box) return { top: 0, right: 0 };
  const right = Math.max(8, window.innerWidth - box.right);
  // Each item is 44 px high, plus the menu's padding and border.
  const height = items * 44 + 14;
  if (box.bottom + 4 + height > window.innerHeight && box.top - 4 - height >= 0) {
    return { bottom: window.innerHeight - box.top + 4, right };
  }
  return { top: box.bottom + 4, right };
}

type MenuPlace = { top: number; right: number } | { bottom: number; right: number };

/**
 * A row's quieter actions behind one button (the menu button pattern): Enter, Space or the down
 * arrow open it on the first item, the arrows, Home and End move, Escape closes it and gives focus
 * back to the button. A destructive item asks in the confirmation dialog first. The menu is drawn
 * outside the table so a scrolling table never cuts it.
 */
export function RowMenu({ label, items }: RowMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [asking, setAsking] = useState<RowMenuItem | null>(null);
  const [pending, setPending] = useState(false);
  const [place, setPlace] = useState<MenuPlace>({ top: 0, right: 0 });

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      const menu = document.getElementById(menuId);
      if (!menu?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    // The menu stays beside its button when the page or the table scrolls or the window resizes.
    const follow = () => setPlace(placeOf(buttonRef.current, items.length));
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, menuId, items.length]);

  const openAt = (index: number) => {
    setPlace(placeOf(buttonRef.current, items.length));
    setActive(index);
    setOpen(true);
  };
  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (item: RowMenuItem) => {
    closeToButton();
    if (item.confirm) setAsking(item);
    else void item.onSelect();
  };
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

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  // A row with nothing to do shows no button (the dialog stays while it asks).
  if (items.length === 0 && asking === null) return null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true" className={styles.dots}>
          ⋯
        </span>
        <span className={styles.text}>{t('lists.rowMenu.actions')}</span>
      </button>
      {open
        ? createPortal(
            <div
              id={menuId}
              role="menu"
              tabIndex={-1}
              aria-label={label}
              className={styles.menu}
              style={place}
              onKeyDown={onMenuKey}
            >
              {items.map((item, index) => (
                <button
                  key={item.label}
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={index === active ? 0 : -1}
                  disabled={item.disabled}
                  className={
                    (item.confirm && item.confirm.destructive !== false) || item.destructive
                      ? `${styles.item} ${styles.destructive}`
                      : styles.item
                  }
                  onClick={() => choose(item)}
                  onMouseEnter={() => setActive(index)}
                >
                  {item.label}
                </button>
              ))}
            </div>,
            document.body,
          )
        : null}
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
