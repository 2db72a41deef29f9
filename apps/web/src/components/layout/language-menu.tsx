import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SUPPORTED_LANGUAGES } from '../../i18n';
import { switchLanguage } from '../../i18n/browser';
import type { Language } from '../../i18n';
import { useLanguage } from '../../i18n/use-language';

type FocusTarget = 'current' | 'first' | 'last';

/**
 * The EN/FR menu: docs/product.md (Languages). A menu button (WAI-ARIA APG pattern): Enter, Space
 * or the arrow keys open it, the arrow keys, Home and End move between languages, Escape closes it
 * and returns focus to the button. Choosing a language switches it (the detector saves it) and
 * closes the menu.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>('current');
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = useLanguage();

  // Move focus into the menu once it has rendered.
  useEffect(() => {
    if (!open) return;
    const items = itemRefs.current;
    const index =
      focusTarget === 'first'
        ? 0
        : focusTarget === 'last'
          ? items.length - 1
          : Math.max(0, SUPPORTED_LANGUAGES.indexOf(current));
    items[index]?.focus();
  }, [open, focusTarget, current]);

  // A click anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (target: FocusTarget) => {
    setFocusTarget(target);
    setOpen(true);
  };

  const close = ({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const choose = (language: Language) => {
    void switchLanguage(language);
    close({ restoreFocus: true });
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.findIndex((item) => item === document.activeElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        // Only this menu closes, not the navigation around it.
        event.stopPropagation();
        close({ restoreFocus: true });
        break;
      case 'Tab':
        close({ restoreFocus: false });
        break;
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        // The name keeps the visible code ("Language: EN"), so voice control users can say it.
        aria-label={t('language.button', { code: current.toUpperCase() })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close({ restoreFocus: false }) : openMenu('current'))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex items-center gap-1 rounded-full border border-stone-300 px-3 py-1.5 text-sm font-semibold text-stone-700 transition hover:border-amber-500 hover:text-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        <span>{current.toUpperCase()}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label={t('language.menuLabel')}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute right-0 z-50 mt-2 w-40 overflow-hidden rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
      >
        {SUPPORTED_LANGUAGES.map((language, index) => (
          <li key={language} role="none">
            <button
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              lang={language}
              tabIndex={-1}
              onClick={() => choose(language)}
              className="flex w-full items-center justify-between px-4 py-2 text-left text-sm text-stone-700 hover:bg-amber-50 focus:bg-amber-50 focus:outline-none aria-checked:font-semibold aria-checked:text-amber-800"
            >
              <span>{t(`language.${language}`)}</span>
              <span aria-hidden="true" className="text-xs text-stone-400">
                {language.toUpperCase()}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
