'use client';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './ModalDialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/**
 * A modal on the native <dialog> (showModal makes the page behind it inert, Escape closes it);
 * Tab is kept inside explicitly, since the browser would otherwise leave for its own chrome.
 */
export function ModalDialog({
  open,
  title,
  width,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: string;
  width: number;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => opener?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      style={{ maxWidth: width }}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepFocusInside}
    >
      {open ? (
        <>
          <h2 id={titleId} className={styles.titleBar}>
            {title}
          </h2>
          <div className={styles.content}>{children}</div>
          <div className={styles.actions}>{actions}</div>
        </>
      ) : null}
    </dialog>
  );
}
