import { type FormEvent, useState } from "react";
import { FaArrowRight, FaSearch } from "react-icons/fa";
import { useNavigate } from "react-router";

/**
 * The home page's search box. Enter or the arrow go to /routes?search=…
 * when there is text; a click in the empty box goes straight to /routes.
 */
export function RouteSearchBox() {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== "") navigate(`/routes?search=${encodeURIComponent(text.trim())}`);
  };
  return (
    <search className="mb-10 max-w-xl">
      <form onSubmit={submit} className="flex items-center gap-2 rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
        <FaSearch aria-hidden="true" className="ml-2 shrink-0 text-slate-400" />
        <label htmlFor="home-route-search" className="sr-only">
          Leita að hjólaleið
        </label>
        <input
          id="home-route-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onClick={() => {
            if (text === "") navigate("/routes");
          }}
          placeholder="Leita að hjólaleið, t.d. Mývatn"
          className="min-w-0 flex-1 bg-transparent px-2 py-2 outline-none"
        />
        <button
          type="submit"
          aria-label="Leita"
          title="Leita"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800"
        >
          <FaArrowRight aria-hidden="true" />
        </button>
      </form>
    </search>
  );
}
