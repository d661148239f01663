import { compiledFeatureMessages } from "../../i18n/compile-messages.ts";
import type { FeatureMessages } from "../../i18n/feature-messages.ts";

/** The texts of "Hjólafært í dag?" (decision 036). The reasons of a verdict come from the API in the page's language. */
export const messages = {
  is: {
    heading: "Hjólafært í dag?",
    intro: "Veðrið á leiðinni þegar þú ferð þar um: vindur, hiti og úrkoma á 5 km fresti og við endann.",
    day: "Dagur",
    today: "Í dag",
    tomorrow: "Á morgun",
    dayAfter: "Hinn daginn",
    start: "Brottför (kl.)",
    speed: "Meðalhraði (km/klst.)",
    good: "Gott hjólaveður",
    caution: "Varasamt",
    notAdvised: "Ekki ráðlagt",
    unknown: "Engin spá",
    loading: "Sæki veðurspá…",
    failed: "Ekki tókst að sækja veðurspána.",
    offline: "Án nets: spá sem var sótt {when} ({age}). Hún er ekki ný.",
    offlineNone: "Án nets: engin spá hefur verið vistuð fyrir þessa leið.",
    ageMinutes: "fyrir {minutes} mín.",
    ageHours: "fyrir {hours} klst.",
    km: "km",
    time: "Kl.",
    wind: "Vindur m/s (hviður)",
    headwind: "Mótvindur m/s",
    crosswind: "Hliðarvindur m/s",
    temperature: "Hiti °C",
    precipitation: "Úrkoma mm/klst.",
    samples: "Veðrið á leiðinni",
    arrowLabel: "Vindur {speed} m/s {direction}",
    fromAhead: "beint á móti",
    fromBehind: "beint í bakið",
    fromRight: "frá hægri",
    fromLeft: "frá vinstri",
    aheadRight: "á móti, frá hægri",
    aheadLeft: "á móti, frá vinstri",
    behindRight: "í bakið, frá hægri",
    behindLeft: "í bakið, frá vinstri",
    fromCompass: "úr {degrees}°",
    tailwindNote: "Neikvæður mótvindur er meðvindur; jákvæður hliðarvindur kemur frá hægri.",
    noTrackNote: "Leiðin hefur engan feril: spáin er fyrir upphafsstaðinn og örin vísar miðað við norður.",
    daylight: "Sólarupprás kl. {sunrise} · sólsetur kl. {sunset} · birtu þrýtur kl. {dusk}",
    noDusk: "Sólarupprás kl. {sunrise} · sólsetur kl. {sunset} · það dimmir ekki í nótt: birtu þrýtur ekki",
    sunAlwaysUp: "Sólin sest ekki þennan dag.",
    sunAlwaysDown: "Sólin kemur ekki upp þennan dag.",
    attribution: "Veðurspá: MET Norway (CC BY 4.0)",
    updated: "uppfærð kl. {time}",
    advice: "Ráðgjöf út frá veðurspá, ekki trygging. Skoðaðu líka:",
    warnings: "viðvaranir Veðurstofunnar",
    roads: "færð á vegum",
    safetravel: "ferðaráð",
  },
  en: {
    heading: "Ride today?",
    intro: "The weather along the route when you pass: wind, temperature and precipitation every 5 km and at the end.",
    day: "Day",
    today: "Today",
    tomorrow: "Tomorrow",
    dayAfter: "The day after",
    start: "Start time",
    speed: "Average speed (km/h)",
    good: "Good to ride",
    caution: "Take care",
    notAdvised: "Not advised",
    unknown: "No forecast",
    loading: "Fetching the forecast…",
    failed: "The forecast could not be fetched.",
    offline: "Offline: a forecast fetched {when} ({age}). It is not current.",
    offlineNone: "Offline: no forecast has been kept for this route.",
    ageMinutes: "{minutes} min ago",
    ageHours: "{hours} h ago",
    km: "km",
    time: "Time",
    wind: "Wind m/s (gusts)",
    headwind: "Headwind m/s",
    crosswind: "Crosswind m/s",
    temperature: "Temp. °C",
    precipitation: "Precip. mm/h",
    samples: "The weather along the route",
    arrowLabel: "Wind {speed} m/s {direction}",
    fromAhead: "head-on",
    fromBehind: "from straight behind",
    fromRight: "from the right",
    fromLeft: "from the left",
    aheadRight: "ahead, from the right",
    aheadLeft: "ahead, from the left",
    behindRight: "behind, from the right",
    behindLeft: "behind, from the left",
    fromCompass: "from {degrees}°",
    tailwindNote: "A negative headwind is a tailwind; a positive crosswind comes from the right.",
    noTrackNote: "The route has no track: the forecast is for its start, and the arrow is drawn with north up.",
    daylight: "Sunrise {sunrise} · sunset {sunset} · civil dusk {dusk}",
    noDusk: "Sunrise {sunrise} · sunset {sunset} · it does not get dark tonight: no civil dusk",
    sunAlwaysUp: "The sun does not set that day.",
    sunAlwaysDown: "The sun does not rise that day.",
    attribution: "Forecast: MET Norway (CC BY 4.0)",
    updated: "updated {time}",
    advice: "Advice from a forecast, not a guarantee. See also:",
    warnings: "the Icelandic Met Office's warnings",
    roads: "road conditions",
    safetravel: "travel advice",
  },
} satisfies FeatureMessages<
  | "heading"
  | "intro"
  | "day"
  | "today"
  | "tomorrow"
  | "dayAfter"
  | "start"
  | "speed"
  | "good"
  | "caution"
  | "notAdvised"
  | "unknown"
  | "loading"
  | "failed"
  | "offline"
  | "offlineNone"
  | "ageMinutes"
  | "ageHours"
  | "km"
  | "time"
  | "wind"
  | "headwind"
  | "crosswind"
  | "temperature"
  | "precipitation"
  | "samples"
  | "arrowLabel"
  | "fromAhead"
  | "fromBehind"
  | "fromRight"
  | "fromLeft"
  | "aheadRight"
  | "aheadLeft"
  | "behindRight"
  | "behindLeft"
  | "fromCompass"
  | "tailwindNote"
  | "noTrackNote"
  | "daylight"
  | "noDusk"
  | "sunAlwaysUp"
  | "sunAlwaysDown"
  | "attribution"
  | "updated"
  | "advice"
  | "warnings"
  | "roads"
  | "safetravel"
>;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
