import { useEffect, useRef, useState } from "react";
import { FaCopy } from "react-icons/fa";
import { webConfig } from "../../config.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { copyText } from "../../lib/copy-text.ts";
import { catalogue } from "./messages.ts";

/** The copy confirmation shows for 2000 ms, then clears. */
export const COPY_FEEDBACK_MS = 2000;

type Feedback = { tone: "success" | "error"; text: string } | null;

/** The /contact button that copies the contact address, with its feedback in a polite live region. */
export function CopyEmail() {
  const text = useFeatureText(catalogue);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    const copied = await copyText(webConfig.siteEmail);
    setFeedback(copied ? { tone: "success", text: text("contact.copied") } : { tone: "error", text: text("contact.copyFailed") });
    // A second click restarts the 2 seconds rather than letting the first timer cut the new message short.
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={copy}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <FaCopy aria-hidden="true" /> {text("contact.copy")}
      </button>
      <p aria-live="polite" className={`min-h-6 text-sm font-semibold ${feedback?.tone === "error" ? "text-red-700" : "text-brand-700"}`}>
        {feedback?.text}
      </p>
    </div>
  );
}
