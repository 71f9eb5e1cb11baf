import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchablePage } from '../lib/search-options';
import styles from './search-launcher.module.css';

// The palette loads on first use, so the pages' first load does not carry it.
const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

const onApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

interface SearchLauncherProps {
  /** The portal's pages (the navigation's entries), matched by name in the palette. */
  pages: readonly SearchablePage[];
}

/** The top bar's search field (a button that opens the palette) and the Ctrl/Cmd+K shortcut. */
export function SearchLauncher({ pages }: SearchLauncherProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const shortcut = onApple ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        aria-keyshortcuts={onApple ? 'Meta+K' : 'Control+K'}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
      >
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="M13 13l4.5 4.5" />
        </svg>
        <span className={styles.text}>{t('search.open')}</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette pages={pages} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
