import { useId } from "react";
import { FaExternalLinkAlt } from "react-icons/fa";
import type { Tip } from "../../../content/types.ts";
import { ExternalLink, IcelandicOnlyNote } from "../external-link.tsx";
import { CardHeading, type CardHeadingLevel } from "./card-heading.tsx";

/** Built URLs of the tip illustrations, by file name (Tip.image). */
const imageUrls: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>("../../assets/tips/*.svg", { eager: true, query: "?url", import: "default" })).map(([path, url]) => [
    path.slice(path.lastIndexOf("/") + 1),
    url,
  ]),
);

/** The illustrations are all drawn on a 400 × 240 canvas; the attributes reserve their space before they load. */
export const TIP_IMAGE_WIDTH = 400;
export const TIP_IMAGE_HEIGHT = 240;

export function tipImageUrl(image: string): string | undefined {
  return imageUrls[image];
}

/** One maintenance or transport tip: illustration, title, paragraphs and outbound links. */
export function TipCard({ tip, headingLevel = 2 }: { tip: Tip; headingLevel?: CardHeadingLevel }) {
  const headingId = useId();
  const imageUrl = tipImageUrl(tip.image);
  return (
    <article id={`rad-${tip.id}`} aria-labelledby={headingId} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {imageUrl && (
        <img
          src={imageUrl}
          alt={tip.imageAlt}
          width={TIP_IMAGE_WIDTH}
          height={TIP_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          className="h-auto w-full bg-sky-100"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <CardHeading level={headingLevel} id={headingId}>
          {tip.title}
        </CardHeading>
        <div className="mt-3 mb-4 flex-1 space-y-3 text-slate-700">
          {tip.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {tip.links.length > 0 && (
          <ul className="space-y-2 text-sm">
            {tip.links.map((link) => (
              <li key={link.href}>
                <ExternalLink
                  href={link.href}
                  note="inside"
                  className="inline-flex items-start gap-2 font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
                >
                  <FaExternalLinkAlt aria-hidden="true" className="mt-0.5 shrink-0 text-xs" />
                  <span>
                    {link.label}
                    <IcelandicOnlyNote href={link.href} />
                  </span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
