import { useMemo } from "react";
import { FaCheckCircle, FaEnvelope } from "react-icons/fa";
import { CampsiteCard } from "../components/cards/campsite-card.tsx";
import { CardGrid } from "../components/cards/card-grid.tsx";
import { CardSection } from "../components/cards/card-section.tsx";
import { Page } from "../components/page.tsx";
import { webConfig } from "../config.ts";
import { useRoutes } from "../features/routes/routes-api.ts";
import { SocialEmbed } from "../features/social/social-embed.tsx";
import { byLanguage } from "../i18n/by-language.ts";
import { englishContent, icelandicContent } from "../i18n/english-content.ts";
import { useFeatureText } from "../i18n/feature-messages.ts";
import { useLanguage } from "../i18n/i18n.tsx";
import { catalogue } from "./campsites-page.messages.ts";

const content = byLanguage(
  () => icelandicContent("campsites"),
  () => englishContent("campsites"),
);

export function CampsitesPage() {
  const { lang } = useLanguage();
  const text = useFeatureText(catalogue);
  const { campingIntro, campingSuggestionNote, campingTips, campsites } = content(lang);
  const routes = useRoutes();
  // Route names to ids; empty while loading or after an error, so no route link is shown then.
  const routeIds = useMemo(() => new Map(routes.status === "loaded" ? routes.items.map((route) => [route.name, route.id] as const) : []), [routes]);
  // On the English page a nearby route is named by its English name when it has one.
  const routeNames = useMemo(
    () =>
      new Map(lang === "en" && routes.status === "loaded" ? routes.items.flatMap((route) => (route.nameEn ? [[route.name, route.nameEn] as const] : [])) : []),
    [lang, routes],
  );
  return (
    <Page title={text("campsites.heading")}>
      <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
        {campingIntro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-6 flex max-w-3xl gap-3 rounded-2xl bg-brand-50 p-5 text-slate-700 ring-1 ring-brand-100">
        <FaEnvelope aria-hidden="true" className="mt-1 shrink-0 text-brand-600" />
        <span>
          {campingSuggestionNote}{" "}
          <a href={`mailto:${webConfig.siteEmail}`} className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {webConfig.siteEmail}
          </a>
        </span>
      </p>
      <CardSection title={text("campsites.list")}>
        <CardGrid>
          {campsites.map((campsite) => (
            <CampsiteCard key={campsite.name} campsite={campsite} routeIds={routeIds} routeNames={routeNames} />
          ))}
        </CardGrid>
      </CardSection>
      <CardSection title={text("campsites.facebook")}>
        <div className="max-w-3xl">
          <SocialEmbed />
        </div>
      </CardSection>
      <CardSection title={text("campsites.tips")}>
        <ul className="max-w-3xl space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          {campingTips.map((tip) => (
            <li key={tip} className="flex gap-3 text-slate-700">
              <FaCheckCircle aria-hidden="true" className="mt-1 shrink-0 text-brand-600" />
              {tip}
            </li>
          ))}
        </ul>
      </CardSection>
    </Page>
  );
}
