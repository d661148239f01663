import { type FormEvent, useState } from "react";
import { FaArrowRight } from "react-icons/fa";
import { useLocation } from "wouter";
import { SearchField } from "../../../components/search-field.tsx";
import { useLanguage } from "../../../i18n/i18n.tsx";

/**
 * The home page's search box. Enter or the arrow go to /routes?search=…
 * when there is text; a click in the empty box goes straight to /routes.
 */
export function RouteSearchBox() {
  const { t } = useLanguage();
  const [text, setText] = useState("");
  const [, navigate] = useLocation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== "") navigate(`/routes?search=${encodeURIComponent(text.trim())}`);
  };
  return (
    <search className="mb-10 max-w-xl">
      <form onSubmit={submit}>
        <SearchField
          label={t("search.homeLabel")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onClick={() => {
            if (text === "") navigate("/routes");
          }}
          placeholder={t("search.homePlaceholder")}
          after={
            <button
              type="submit"
              aria-label={t("search.submit")}
              title={t("search.submit")}
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800"
            >
              <FaArrowRight aria-hidden="true" />
            </button>
          }
        />
      </form>
    </search>
  );
}
