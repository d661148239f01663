import type { ReactNode } from "react";
import type { RouteCondition } from "../../../shared/route-condition.ts";

/**
 * The conditions' icons, drawn here rather than taken from react-icons: react-icons/fa is one module, and
 * every icon any chunk uses from it lands in the chunk every page loads first. Decorative: the words beside
 * them say what they mean.
 */
function Icon({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={`shrink-0 ${className}`}
    >
      {children}
    </svg>
  );
}

export type IconComponent = (props: { className?: string }) => ReactNode;

const OpenIcon: IconComponent = (props) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M7 12.5l3.5 3.5L17 9" />
  </Icon>
);
const CautionIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M12 2.5L1.5 21h21z" />
    <path d="M12 9v5M12 17.5v.5" />
  </Icon>
);
const MudIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M12 2.5C9 7 5.5 10.5 5.5 14.5a6.5 6.5 0 0 0 13 0C18.5 10.5 15 7 12 2.5z" />
  </Icon>
);
const SnowIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9.5 3.5L12 6l2.5-2.5M9.5 20.5L12 18l2.5 2.5" />
  </Icon>
);
const ClosedIcon: IconComponent = (props) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M5 5l14 14" />
  </Icon>
);
export const UnconfirmedIcon: IconComponent = (props) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17.5v.5" />
  </Icon>
);
export const CalendarIcon: IconComponent = (props) => (
  <Icon {...props}>
    <rect x="3" y="4.5" width="18" height="17" rx="2" />
    <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
  </Icon>
);
export const OutOfSeasonIcon: IconComponent = (props) => (
  <Icon {...props}>
    <rect x="3" y="4.5" width="18" height="17" rx="2" />
    <path d="M3 9.5h18M8 2.5v4M16 2.5v4M9.5 13l5 5M14.5 13l-5 5" />
  </Icon>
);

/** Each condition's icon: the word beside it says what it is, so nothing rests on colour or shape alone. */
export const conditionIcons: Record<RouteCondition, IconComponent> = {
  open: OpenIcon,
  caution: CautionIcon,
  mud: MudIcon,
  snow: SnowIcon,
  closed: ClosedIcon,
};
