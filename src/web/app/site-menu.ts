import type { IconType } from "react-icons";
import { FaBicycle, FaCalendarAlt, FaCampground, FaEnvelope, FaInfoCircle, FaMapMarkerAlt, FaRoute, FaWrench } from "react-icons/fa";

export interface MenuItem {
  path: string;
  /** Shown as the tooltip and used as the link's accessible name. */
  title: string;
  icon: IconType;
}

export const siteMenu: readonly MenuItem[] = [
  { path: "/routes", title: "Hjólaleiðir", icon: FaMapMarkerAlt },
  { path: "/events", title: "Á döfinni", icon: FaCalendarAlt },
  { path: "/tjalda", title: "Tjaldsvæði", icon: FaCampground },
  { path: "/hjolaleidir", title: "Hjólaleiðir", icon: FaRoute },
  { path: "/rafmagnshjol", title: "Rafmagnshjól - Rafhjól", icon: FaBicycle },
  { path: "/misc", title: "Hitt og þetta...", icon: FaWrench },
  { path: "/about", title: "Um okkur", icon: FaInfoCircle },
  { path: "/contact", title: "Hafðu samband", icon: FaEnvelope },
];
