import { FaEnvelope } from "react-icons/fa";
import { Page } from "../components/page.tsx";
import { webConfig } from "../config.ts";
import { CopyEmail } from "../features/clipboard/copy-email.tsx";
import { useFeatureText } from "../i18n/feature-messages.ts";
import { catalogue } from "./contact-page.messages.ts";

export function ContactPage() {
  const text = useFeatureText(catalogue);
  return (
    <Page title={text("contact.heading")} width="static">
      <p className="text-lg leading-relaxed text-slate-700">{text("contact.text")}</p>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="flex flex-wrap items-center gap-3 text-lg">
          <FaEnvelope aria-hidden="true" className="text-2xl text-brand-600" />
          <a href={`mailto:${webConfig.siteEmail}`} className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {webConfig.siteEmail}
          </a>
        </p>
        <div className="mt-4">
          <CopyEmail />
        </div>
      </div>
    </Page>
  );
}
