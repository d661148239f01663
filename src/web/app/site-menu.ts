import type { IconType } from "react-icons";
import { FaBicycle, FaCalendarAlt, FaCampground, FaDownload, FaEnvelope, FaInfoCircle, FaMapMarkerAlt, FaRoute, FaWrench } from "react-icons/fa";
import type { MessageKey } from "../i18n/i18n.tsx";

export interface MenuItem {
  path: string;
  /** Shown as the tooltip and used as the link's accessible name: a key of the catalogues. */
  title: MessageKey;
  icon: IconType;
}

export const siteMenu: readonly MenuItem[] = [
  { path: "/routes", title: "menu.routes", icon: FaMapMarkerAlt },
  { path: "/events", title: "menu.events", icon: FaCalendarAlt },
  { path: "/tjalda", title: "menu.campsites", icon: FaCampground },
  { path: "/hjolaleidir", title: "menu.routeSites", icon: FaRoute },
  { path: "/rafmagnshjol", title: "menu.shops", icon: FaBicycle },
  { path: "/misc", title: "menu.misc", icon: FaWrench },
  { path: "/about", title: "menu.about", icon: FaInfoCircle },
  { path: "/contact", title: "menu.contact", icon: FaEnvelope },
  { path: "/vistad", title: "menu.saved", icon: FaDownload },
];
