import { useId } from "react";
import { aboutIs } from "../../content/about.ts";
import { aboutEn } from "../../content/en/about.ts";
import { Page } from "../components/page.tsx";
import { webConfig } from "../config.ts";
import { useFeatureText } from "../i18n/feature-messages.ts";
import { useLanguage } from "../i18n/i18n.tsx";
import { catalogue } from "./about-page.messages.ts";

export function AboutPage() {
  const { lang } = useLanguage();
  const text = useFeatureText(catalogue);
  const englishHeading = useId();
  if (lang === "en") {
    return (
      <Page title={text("about.heading")} width="static">
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          {aboutEn.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-8 text-lg text-slate-700">
          {text("about.email")}:{" "}
          <a href={`mailto:${webConfig.siteEmail}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {webConfig.siteEmail}
          </a>
        </p>
      </Page>
    );
  }
  return (
    <Page title={text("about.heading")} width="static">
      <div className="space-y-4 text-lg leading-relaxed text-slate-700">
        {aboutIs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <section lang="en" aria-labelledby={englishHeading} className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id={englishHeading} className="mb-4 text-2xl font-bold tracking-tight text-brand-800">
          In English
        </h2>
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          {aboutEn.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <p className="mt-8 text-lg text-slate-700">
        Netfang <span lang="en">/ Email</span>:{" "}
        <a href={`mailto:${webConfig.siteEmail}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {webConfig.siteEmail}
        </a>
      </p>
    </Page>
  );
}
