import { useEffect, useState } from "react";
import { FaArrowUp } from "react-icons/fa";
import { useT } from "../i18n/i18n.tsx";

/** The button shows once the page is scrolled more than 300 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export function BackToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      title={t("layout.backToTop")}
      aria-label={t("layout.backToTop")}
      className="fixed right-4 bottom-24 z-40 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800"
    >
      <FaArrowUp aria-hidden="true" />
    </button>
  );
}
