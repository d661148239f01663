/**
 * English prose of the maintenance and transport tips on /en/misc, keyed by the
 * tip's id. Ids, illustrations and link addresses come from ../tips.ts; link
 * labels from linkLabelsEn.
 */
import { mergeByKey, rendered } from "../prose.ts";
import { tips } from "../tips.ts";
import type { ProseOf, Tip } from "../types.ts";
import { linkLabelsEn } from "./link-labels.ts";

export const tipProseEn: Readonly<Record<string, ProseOf<Tip, "title" | "paragraphs" | "imageAlt">>> = {
  kedja: {
    title: "The chain: cleaning, lubrication and replacement",
    paragraphs: [
      "The chain on an e-bike carries the power of both your legs and the motor, so it wears faster than on a conventional bike. Clean it regularly with a rag and chain cleaner, especially after riding in the wet, mud or sand, then lubricate it with a chain oil that suits the conditions: wet lube in rainy weather and dry lube when it is dry.",
      "Put one drop on each link while you turn the cranks backwards, let the oil soak in for a few minutes and then wipe off the excess. Too much oil picks up dust and sand, which act like sandpaper on the chain and sprockets.",
      "On an electric mountain bike that is ridden a lot in mud and rain, a good rule of thumb is to replace the chain about every 500 km. Also measure the wear regularly with a chain checker and replace it sooner if the chain has started to stretch, because a stretched chain ruins the sprockets in no time and a new chain costs far less than a new drivetrain. Ease off the pedals for a moment while you change gear, and the chain will move between sprockets more smoothly.",
    ],
    imageAlt: "Drawing of a bike chain and a sprocket",
  },
  fjodrun: {
    title: "Suspension",
    paragraphs: [
      "The suspension on an electric mountain bike works harder than on a conventional mountain bike, because the bike itself is heavier. Set the air pressure in the fork and rear shock for your weight with a shock pump and check the sag, that is how far the suspension compresses when you sit on the bike. It is usually 15–30% of the travel, but the manufacturer's instructions take precedence.",
      "Wipe dust and dirt off the fork stanchions and seals after every ride. Sand that settles there scratches the surface and damages the seals, and then oil starts to leak. Never point a pressure washer at the seals.",
      "Manufacturers recommend regular servicing in which the oil and seals in the lower part of the fork are changed, often after 50–125 hours of use depending on the manufacturer, and a full service roughly once a year. If the suspension starts making noises, leaking oil or losing air, it is time for a workshop.",
    ],
    imageAlt: "Drawing of a mountain bike's suspension fork",
  },
  bremsur: {
    title: "Brakes",
    paragraphs: [
      "An e-bike is heavier and often faster than a conventional bike, so the brakes work harder and the brake pads wear faster. Check the pads regularly and replace them before the pad material is thinner than about 1 mm. Many riders choose pads made for e-bikes, which cope with more heat.",
      "Keep oil and lubricants away from the brake discs and pads. A contaminated disc can be cleaned with isopropyl alcohol and a clean rag, but pads that have soaked up oil are usually beyond saving. New pads need bedding in: brake firmly a few times from a moderate speed, without coming to a complete stop, until they grip well.",
      "If the brake lever feels soft and spongy or goes all the way to the handlebar, the hydraulic brakes probably need bleeding. On long descents it is better to use both brakes and release them now and then than to hold them on constantly, so the discs do not overheat.",
    ],
    imageAlt: "Drawing of a brake disc and a brake caliper",
  },
  thvottur: {
    title: "Washing",
    paragraphs: [
      "Never use a pressure washer on an e-bike. The water is forced into bearings, seals, the motor and electrical connectors and can cause damage that only shows up later. Use a garden hose at low pressure or a bucket of water instead, with a soft brush and bike shampoo or a mild soap.",
      "Switch off the electrical system before you start and remove the display if you can. Follow the manufacturer's instructions on whether the battery should stay in the bike while it is washed; if you take it out, make sure no water gets into the connectors.",
      "Dry the bike after washing, especially the chain and the electrical connectors, and lubricate the chain straight afterwards. It is a good idea to rinse the bike after rides on salted roads or in sand, even if it does not look very dirty.",
    ],
    imageAlt: "Drawing of a bucket of soapy water, a sponge and a brush",
  },
  dekk: {
    title: "Tyres",
    paragraphs: [
      "E-bikes are heavy and the motor pulls hard, so tyres wear faster than on a conventional bike. Choose tyres made for e-bikes, with stronger sidewalls and more durable rubber, and check regularly how worn the tread is and whether there are cuts in the sidewalls.",
      "Check the tyre pressure at least once a week, because tyres slowly lose air. Too little pressure raises the risk of pinching the tube or damaging the rim, while too much reduces grip on loose ground. The permitted pressure range is printed on the side of the tyre.",
      "Tubeless tyres need topping up with sealant every few months, because it dries out over time. In winter, studded tyres are a sensible choice where paths are icy.",
    ],
    imageAlt: "Drawing of a knobbly mountain bike tyre and an air pump",
  },
  hnakkur: {
    title: "Saddle and riding position",
    paragraphs: [
      "The right saddle height matters a great deal, both for comfort and for your knees. With the crank at its lowest point your leg should be almost straight, with a slight bend at the knee, and the saddle should be level or close to it.",
      "A soft saddle is not necessarily more comfortable on long rides; what matters most is that its width matches your sit bones. Many bike shops can measure the distance between your sit bones, and padded cycling shorts make a big difference.",
      "On a mountain bike a dropper post is a great asset, because you can lower the saddle on steep descents and raise it again without stopping. Check regularly that the bolts in the saddle clamp and the seatpost clamp are tightened to the right torque.",
    ],
    imageAlt: "Drawing of a bike saddle on a seatpost",
  },
  rafhlada: {
    title: "The battery",
    paragraphs: [
      "If the bike is going to stand unused for a long time, over the winter for example, it is best to store the battery at 30–60% charge in a dry, cool place, ideally at room temperature or a little below. Neither a full nor an empty battery copes well with long storage. Check the charge every few weeks and top it up if it has dropped a lot.",
      "Never charge the battery when it is below freezing. If the bike has been standing outside in the cold, let the battery reach room temperature before you charge it, and always use the charger that came with the bike. Charge where there is a smoke detector, and do not leave the battery charging unattended overnight.",
      "Cold temporarily reduces the range, so on cold days it is a good idea to keep the battery indoors until you ride. Also avoid high temperatures, such as direct sun or a hot car, and stop using a battery that has taken a heavy knock, swollen or been damaged.",
    ],
    imageAlt: "Drawing of an e-bike battery with a charge indicator",
  },
  festingar: {
    title: "Bike racks on a car",
    paragraphs: [
      "Electric mountain bikes often weigh 20–28 kg, so an ordinary bike rack is not always up to the job. Choose a towbar-mounted rack made for e-bikes and check both the rack's maximum load and the car's permitted nose weight, that is the vertical load the towball may carry. The weight of the rack itself counts too, so two e-bikes and a rack can easily exceed 60 kg. Roof racks are less suitable, because a heavy e-bike is hard to lift onto the roof and the roof's load capacity is limited.",
      "Take the batteries out of the bikes before you set off and keep them inside the car. The bikes are then lighter, and the batteries are protected from wet, knocks and theft. Remove the display too if you can, and cover the electrical connectors so that water and road dirt cannot get into them.",
      "Secure the bikes well with all the straps and clamps, and check the fastenings after the first few kilometres and at every stop. The bikes must not hide the car's lights or number plate; if they do, you need a rack with its own lights and number plate. Remember too that the car is longer with bikes on the back, which matters when reversing and parking.",
    ],
    imageAlt: "Drawing of a car with an e-bike on a towbar-mounted rack",
  },
};

/** The tips in English, in the order of ../tips.ts; id, image and link addresses as there. */
export function tipsEn(): Tip[] {
  return mergeByKey("tips", tips, (tip) => tip.id, tipProseEn).map((tip) => ({
    ...tip,
    links: tip.links.map((link) => ({ ...link, label: rendered("link label", linkLabelsEn, link.label) })),
  }));
}

/** The paragraph at the top of /en/misc (the Icelandic is written in the page itself). */
export const tipsIntroEn: string =
  "Here are tips on looking after your e-bike and carrying it on a car, with YouTube video searches and links to bike shops that can help.";
