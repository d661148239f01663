import { useId } from "react";
import { FaMapMarkerAlt } from "react-icons/fa";
import type { Shop, Workshop } from "../../../content/types.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { CardHeading, type CardHeadingLevel } from "./card-heading.tsx";
import { CardLinkButton } from "./card-link-button.tsx";
import { catalogue } from "./messages.ts";

/** A shop or a workshop: name, location when known, the brands as chips, a description and the website when there is one. */
export function ShopCard({ shop, headingLevel = 3 }: { shop: Shop | Workshop; headingLevel?: CardHeadingLevel }) {
  const text = useFeatureText(catalogue);
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <CardHeading level={headingLevel} id={headingId}>
        {shop.name}
      </CardHeading>
      {shop.location && (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <FaMapMarkerAlt aria-hidden="true" className="shrink-0 text-brand-600" />
          {shop.location}
        </p>
      )}
      {shop.brands.length > 0 && (
        <ul aria-label={text("shops.brands")} className="mt-3 flex flex-wrap gap-1.5">
          {shop.brands.map((brand) => (
            <li key={brand} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
              {brand}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 mb-4 flex-1 text-slate-700">{shop.description}</p>
      {shop.url && (
        <CardLinkButton href={shop.url} context={shop.name}>
          {text("card.website")}
        </CardLinkButton>
      )}
    </article>
  );
}
