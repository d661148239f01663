// Written by scripts/compile-catalogues.ts from ../en.ts: do not edit.
import type { Messages } from "@lingui/core";

export const messages: Messages = {
 "site.name": [
  "Rafhjól á Íslandi"
 ],
 "site.title": [
  "Rafhjól á Íslandi – e-bike routes in Iceland"
 ],
 "site.description": [
  "E-bike routes on a map, events, campsites, shops and advice for everyone who rides an electric mountain bike in Iceland."
 ],
 "language.switch": [
  "Íslenska"
 ],
 "layout.pageLoading": [
  "Loading the page..."
 ],
 "layout.backToTop": [
  "Back to top"
 ],
 "hero.alt.1": [
  "A drawing of a glacier tongue flowing down between blue mountains into a lagoon with icebergs"
 ],
 "hero.alt.2": [
  "A drawing of the midnight sun reflected in the sea under an orange sky"
 ],
 "hero.alt.3": [
  "A drawing of a black sand beach where tall sea stacks rise from the surf below a sheer cliff"
 ],
 "hero.alt.4": [
  "A drawing of moss-covered lava with a snow-capped volcano in the distance"
 ],
 "hero.alt.5": [
  "A drawing of a green highland valley where a gravel road winds between slopes and sheep graze"
 ],
 "hero.alt.6": [
  "A drawing of a tall waterfall dropping over a cliff of basalt columns into a green gorge"
 ],
 "hero.alt.7": [
  "A drawing of green northern lights over snow-covered mountains and a small lit cabin by a lake"
 ],
 "hero.alt.8": [
  "A drawing of a calm fjord between steep mountains with a small village and a church on the shore"
 ],
 "hero.alt.9": [
  "A drawing of striped rhyolite mountains in pink, orange and ochre, as in Landmannalaugar"
 ],
 "hero.alt.10": [
  "A drawing of a table mountain like Herðubreið rising out of a dark desert"
 ],
 "hero.alt.11": [
  "A drawing of a calm lake with grassy pseudocraters, as at Mývatn"
 ],
 "hero.alt.12": [
  "A drawing of high sea cliffs with a lighthouse on the edge in the evening light"
 ],
 "hero.alt.13": [
  "A drawing of moorland in red and orange autumn colours by a mirror-still lake"
 ],
 "hero.alt.14": [
  "A drawing of an eruption where glowing lava lights up the sky at dusk"
 ],
 "hero.alt.15": [
  "A drawing of a lone cyclist on a gravel track along a mountain ridge in the evening sun"
 ],
 "hero.homeLabel": [
  "Rafhjól á Íslandi – home page"
 ],
 "hero.menuLabel": [
  "Main menu"
 ],
 "menu.routes": [
  "Bike routes"
 ],
 "menu.events": [
  "Events"
 ],
 "menu.campsites": [
  "Campsites"
 ],
 "menu.routeSites": [
  "Route websites"
 ],
 "menu.shops": [
  "E-bikes: shops and workshops"
 ],
 "menu.misc": [
  "Tips and tricks"
 ],
 "menu.about": [
  "About us"
 ],
 "menu.contact": [
  "Contact"
 ],
 "footer.privacy": [
  "Privacy policy"
 ],
 "cookies.label": [
  "Cookies"
 ],
 "cookies.text": [
  "This website uses cookies to improve your experience and to collect statistics about its use."
 ],
 "cookies.privacy": [
  "Privacy policy"
 ],
 "cookies.ok": [
  "OK"
 ],
 "ad.label": [
  "Advertisement"
 ],
 "ad.linkText": [
  "Read more"
 ],
 "modal.close": [
  "Close"
 ],
 "notFound.title": [
  "Page not found"
 ],
 "notFound.text": [
  "Sorry, there is no page at this address. It may have moved, or the address may be mistyped."
 ],
 "notFound.home": [
  "Go to the home page"
 ],
 "home.heading": [
  "E-bike routes in Iceland"
 ],
 "home.eventsHeading": [
  "E-bike events"
 ],
 "search.homeLabel": [
  "Search for a bike route"
 ],
 "search.homePlaceholder": [
  "Search for a bike route, e.g. Mývatn"
 ],
 "search.submit": [
  "Search"
 ],
 "routes.heading": [
  "Bike routes"
 ],
 "routes.count": [
  [
   "count:plural",
   "select",
   {
    "one": [
     [
      "n"
     ],
     " route"
    ],
    "other": [
     [
      "n"
     ],
     " routes"
    ]
   }
  ]
 ],
 "routes.loading": [
  "Loading e-bike routes..."
 ],
 "routes.error": [
  "Failed to load routes. Please try again later."
 ],
 "routes.empty": [
  "No routes yet."
 ],
 "routes.searchLabel": [
  "Search routes"
 ],
 "routes.searchPlaceholder": [
  "Search by name, region or description"
 ],
 "routes.noMatchTitle": [
  "No routes found"
 ],
 "routes.noMatchText": [
  "Try other words, for example the name of a place or a region."
 ],
 "routes.showAll": [
  "Show all routes"
 ],
 "routes.shownOf": [
  [
   "shown:plural",
   "select",
   {
    "one": [
     [
      "shownN"
     ],
     " of ",
     [
      "total:plural",
      "select",
      {
       "one": [
        [
         "totalN"
        ],
        " route"
       ],
       "other": [
        [
         "totalN"
        ],
        " routes"
       ]
      }
     ],
     " shown"
    ],
    "other": [
     [
      "shownN"
     ],
     " of ",
     [
      "total:plural",
      "select",
      {
       "one": [
        [
         "totalN"
        ],
        " route"
       ],
       "other": [
        [
         "totalN"
        ],
        " routes"
       ]
      }
     ],
     " shown"
    ]
   }
  ]
 ],
 "routes.showMore": [
  "Show more routes"
 ],
 "routes.viewRoute": [
  "View route"
 ],
 "routes.moreInfo": [
  "More info"
 ],
 "routes.video": [
  "Video"
 ],
 "map.label": [
  "Map of the bike routes"
 ],
 "map.loading": [
  "Loading the map..."
 ],
 "map.zoomIn": [
  "Zoom in"
 ],
 "map.zoomOut": [
  "Zoom out"
 ],
 "map.warningButton": [
  "Important"
 ],
 "map.warningTitle": [
  "Important information"
 ],
 "map.warning1": [
  "The author of this site has not ridden every route listed here and cannot guarantee that they are all on public land or open trails."
 ],
 "map.warning2": [
  "Respect the rules and signs in each place, be considerate to walkers and horse riders, slow down when you meet them, and close gates behind you."
 ],
 "map.warning3": [
  "Tips and comments about the routes are welcome at"
 ],
 "map.cluster": [
  [
   "count:plural",
   "select",
   {
    "one": [
     [
      "n"
     ],
     " route"
    ],
    "other": [
     [
      "n"
     ],
     " routes"
    ]
   }
  ]
 ],
 "map.clusterLabel": [
  [
   "count:plural",
   "select",
   {
    "one": [
     [
      "n"
     ],
     " route in this area: zoom in"
    ],
    "other": [
     [
      "n"
     ],
     " routes in this area: zoom in"
    ]
   }
  ]
 ],
 "events.heading": [
  "Events"
 ],
 "events.loading": [
  "Loading events..."
 ],
 "events.error": [
  "Failed to load events. Please try again later."
 ],
 "events.empty": [
  "No events at the moment"
 ],
 "events.more": [
  "More about the event"
 ],
 "route.loading": [
  "Loading the route..."
 ],
 "route.error": [
  "The route could not be loaded. Please try again later."
 ],
 "route.allRoutes": [
  "All bike routes"
 ],
 "route.mapLabel": [
  "Map of the route"
 ],
 "route.start": [
  "Start"
 ],
 "route.end": [
  "Finish"
 ],
 "route.startEnd": [
  "Start and finish"
 ],
 "route.startPoint": [
  "Start of the route"
 ],
 "route.noTrack": [
  "No track has been added to this route yet. The map shows where it starts."
 ],
 "route.profileLoading": [
  "Loading the elevation profile..."
 ],
 "route.download": [
  "Download GPX"
 ],
 "route.share": [
  "Share route"
 ],
 "route.linkCopied": [
  "Link to the route copied!"
 ],
 "route.copyFailed": [
  "Could not copy"
 ],
 "profile.heading": [
  "Elevation profile"
 ],
 "profile.hint": [
  "Move your mouse or finger along the profile to see the point on the map."
 ],
 "profile.slider": [
  "Position on the elevation profile"
 ],
 "profile.none": [
  "No point selected"
 ],
 "profile.readout": [
  [
   "distance"
  ],
  " from the start, ",
  [
   "elevation"
  ],
  " above sea level"
 ],
 "profile.distanceAxis": [
  "Distance (km)"
 ],
 "profile.elevationAxis": [
  "Elevation (m)"
 ],
 "figures.heading": [
  "Route figures"
 ],
 "figures.length": [
  "Track length"
 ],
 "figures.climb": [
  "Total climb"
 ],
 "figures.descent": [
  "Total descent"
 ],
 "figures.highest": [
  "Highest point"
 ],
 "figures.lowest": [
  "Lowest point"
 ],
 "figures.steepest": [
  "Steepest section (over at least 100 m)"
 ],
 "figures.uphill": [
  "uphill"
 ],
 "figures.downhill": [
  "downhill"
 ],
 "figures.noElevation": [
  "The GPX file has no elevation data, so there's no profile, climb or descent."
 ],
 "energy.heading": [
  "Battery use (estimate)"
 ],
 "energy.noElevation": [
  "Without elevation data we can't estimate how much energy the route needs."
 ],
 "energy.caption": [
  "Estimated energy the route needs and its share of common battery sizes"
 ],
 "energy.assist": [
  "Assist"
 ],
 "energy.energy": [
  "Energy"
 ],
 "energy.shareOf": [
  "Share of a "
 ],
 "energy.battery": [
  " battery"
 ],
 "energy.low": [
  "Low assist"
 ],
 "energy.medium": [
  "Medium assist"
 ],
 "energy.high": [
  "High assist"
 ],
 "energy.note": [
  "This is an estimate from the route's length and climb: it assumes about 105 kg for rider and bike together, a steady 18 km/h on gravel, no wind, and no energy regained downhill. Headwind, cold, loose ground and frequent changes of speed raise the use, and over 100% means one battery of that size does not last the whole route."
 ],
 "menu.saved": [
  "Saved routes"
 ],
 "energy.shareHeading": [
  "Share of battery"
 ],
 "text.inIcelandic": [
  "(in Icelandic)"
 ]
};
