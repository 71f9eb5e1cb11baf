import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasReportAccess } from '../../../shared/auth/token';
import { useToken } from '../../../shared/auth/use-token';
import { formatDate } from '../../../shared/lib/format-date';
import { minimumSearchLength, useSearchPortal } from '../api/search-portal';
import {
  groupedOptions,
  matchingPages,
  optionsOfResults,
  type SearchablePage,
  type SearchOption,
} from '../lib/search-options';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import styles from './command-palette.module.css';

interface CommandPaletteProps {
  pages: readonly SearchablePage[];
  onClose: () => void;
}

/**
 * Search everywhere (Ctrl/Cmd+K): a dialog with a combobox (WAI-ARIA 1.2: the input keeps focus
 * and points at the active option with aria-activedescendant) over a listbox grouped by kind.
 * Arrow keys move, Enter opens, Escape closes and focus returns where it was.
 */
export default function CommandPalette({ pages, onClose }: CommandPaletteProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const token = useToken();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  // Read before the dialog takes focus: where Escape gives it back (there is no Dialog.Trigger).
  const [returnFocusTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const searched = useDebouncedValue(text.trim(), 150);
  const searching = searched.length >= minimumSearchLength;
  const found = useSearchPortal(searched);

  const reportAccess = hasReportAccess(token);
  const pageOptions = useMemo(
    () =>
      matchingPages(
        pages
          .filter((page) => reportAccess || !page.needsReportAccess)
          .map((page) => ({ to: page.to, label: t(page.labelKey) })),
        text,
      ).map((page): SearchOption => ({
        id: `PAGE-${page.to}`,
        group: 'PAGE',
        label: page.label,
        secondaryText: null,
        day: null,
        to: page.to,
      })),
    [pages, reportAccess, t, text],
  );
  const results = searching ? (found.data?.search_portal ?? []) : [];
  const groups = groupedOptions([...optionsOfResults(results), ...pageOptions]);
  const options = groups.flatMap((group) => group.options);
  const active = options[Math.min(activeIndex, options.length - 1)];
  const optionId = (option: SearchOption) => `${listboxId}-${option.id}`;

  const open = (option: SearchOption | undefined) => {
    if (!option) return;
    onClose();
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!options.length) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      const current = Math.min(activeIndex, options.length - 1);
      setActiveIndex((current + move + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(active);
    }
  };

  const status = found.isError
    ? t('search.failed')
    : searching && found.isFetching && !found.data
      ? t('search.searching')
      : options.length
        ? t('search.resultCount', { count: options.length })
        : t('search.noResults');

  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        {/* A plain element, not Dialog.Overlay, for the CSP (see Modal). */}
        <div className={styles.overlay} />
        <Dialog.Content
          className={styles.palette}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">{t('search.title')}</Dialog.Title>
          <div className={styles.field}>
            <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="8.5" cy="8.5" r="5.5" />
              <path d="M13 13l4.5 4.5" />
            </svg>
            <input
              className={styles.input}
              role="combobox"
              aria-label={t('search.label')}
              aria-autocomplete="list"
              aria-expanded={options.length > 0}
              aria-controls={options.length ? listboxId : undefined}
              aria-activedescendant={active ? optionId(active) : undefined}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          {options.length ? (
            <div
              id={listboxId}
              role="listbox"
              aria-label={t('search.results')}
              className={styles.list}
            >
              {groups.map(({ group, options: grouped }) => (
                <div
                  key={group}
                  role="group"
                  aria-labelledby={`${listboxId}-${group}`}
                  className={styles.group}
                >
                  <div
                    id={`${listboxId}-${group}`}
                    role="presentation"
                    className={styles.groupName}
                  >
                    {t(`search.groups.${group}`)}
                  </div>
                  {grouped.map((option) => (
                    // Options take no focus and no keys of their own: the combobox input keeps
                    // focus and answers the keys (WAI-ARIA's aria-activedescendant pattern).
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                    <div
                      key={option.id}
                      id={optionId(option)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={option === active}
                      className={styles.option}
                      // The input keeps focus (and its caret) while the pointer picks.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => open(option)}
                      onMouseMove={() => setActiveIndex(options.indexOf(option))}
                    >
                      <span className={styles.label}>{option.label}</span>
                      {option.secondaryText || option.day ? (
                        <span className={styles.secondary}>
                          {[
                            option.secondaryText,
                            option.day && formatDate(option.day, i18n.language),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      ) : null}
                    </div>
                  ))}
                </div>
              ))}
            </div>
          ) : null}
          <p className={styles.status} role="status">
            {status}
            {!searching ? ` ${t('search.hint', { min: minimumSearchLength })}` : null}
          </p>
          <p className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> {t('search.keys.move')} <kbd>Enter</kbd>{' '}
            {t('search.keys.open')} <kbd>Esc</kbd> {t('search.keys.close')}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
