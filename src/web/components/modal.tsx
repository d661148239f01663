import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useT } from "../i18n/i18n.tsx";

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** showModal() makes the page behind inert, but Tab can still leave for the browser's own controls: keep it in the dialog. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== "Tab") return;
  const elements = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = elements[0];
  const last = elements.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal on the native <dialog> element: showModal() makes the rest of the
 * page inert and Escape closes it; keepFocusInside() cycles Tab within it.
 */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      className="m-auto w-[min(92vw,36rem)] rounded-2xl p-0 text-slate-800 shadow-2xl"
    >
      <div className="p-6">
        <h2 id={titleId} className="mb-4 text-2xl font-bold text-brand-800">
          {title}
        </h2>
        {children}
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={onClose} className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
            {t("modal.close")}
          </button>
        </div>
      </div>
    </dialog>
  );
}
