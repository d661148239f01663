import { Fragment } from "react";
import { Link } from "wouter";
import { ExternalLink } from "../components/external-link.tsx";
import { Page } from "../components/page.tsx";
import { webConfig } from "../config.ts";
import { byLanguage } from "../i18n/by-language.ts";
import { englishContent, icelandicContent } from "../i18n/english-content.ts";
import { useFeatureText } from "../i18n/feature-messages.ts";
import { useLanguage } from "../i18n/i18n.tsx";
import { catalogue } from "./privacy-page.messages.ts";

const sectionsIn = byLanguage(
  () => icelandicContent("privacy"),
  () => englishContent("privacy"),
);

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** Web addresses written in the policy's text become links (the capturing split keeps them at odd indexes). */
function WithLinks({ text }: { text: string }) {
  return text.split(/(https?:\/\/[^\s)]+)/u).map((part, index) =>
    index % 2 === 1 ? (
      <ExternalLink key={part} href={part} className={linkClass}>
        {part}
      </ExternalLink>
    ) : (
      <Fragment key={part}>{part}</Fragment>
    ),
  );
}

export function PrivacyPage() {
  const { lang } = useLanguage();
  const text = useFeatureText(catalogue);
  const privacySections = sectionsIn(lang);
  // The policy for this site's configuration: the Google Analytics section only when it is in use.
  const sections = privacySections.filter((section) => section.onlyWith !== "google-analytics" || webConfig.gaMeasurementId !== "");
  const lastSection = sections.length - 1;
  return (
    <Page title={text("privacy.heading")} width="static">
      {sections.map((section, sectionIndex) => (
        <section key={section.heading} className="mb-8">
          <h2 className="mb-3 text-2xl font-bold tracking-tight text-brand-800">{section.heading}</h2>
          <div className="space-y-3 leading-relaxed text-slate-700">
            {section.paragraphs.map((paragraph, index) => (
              <p key={paragraph}>
                <WithLinks text={paragraph} />
                {/* The policy's last paragraph ends with a colon that introduces this link. */}
                {sectionIndex === lastSection && index === section.paragraphs.length - 1 && (
                  <>
                    {" "}
                    <Link to="/contact" className={linkClass}>
                      {text("privacy.contact")}
                    </Link>
                  </>
                )}
              </p>
            ))}
          </div>
        </section>
      ))}
    </Page>
  );
}
