import { Link } from "wouter";
import { Page } from "../components/page.tsx";

export function NotFoundPage() {
  return (
    <Page title="Síða fannst ekki" width="static">
      <p className="text-lg text-slate-700">Því miður er engin síða á þessari slóð. Kannski hefur hún verið færð eða slóðin misrituð.</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
        Fara á forsíðu
      </Link>
    </Page>
  );
}
