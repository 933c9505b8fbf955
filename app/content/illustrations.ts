// The drawings that stand in for photographs until the community uploads its own:
// each is a static file, public/illustrations/<name>.svg, made by
// scripts/generate-illustrations.ts from lucide-static icons (ISC licence) on a simple scene. Each
// has words that say what is drawn, used as its alt text wherever it stands for a subject.
import type { Picture } from "#app/core/picture.ts";

type Palette = "orange" | "green" | "blue" | "teal" | "violet" | "rose" | "amber";

export type IllustrationSpec = {
  /** What the drawing shows, for people who cannot see it. */
  alt: string;
  palette: Palette;
  /** The lucide icon drawn large in the middle. */
  main: string;
  /** Two smaller icons in white circles beside it. */
  side: [string, string];
  /** Outdoors: a sun and hills; indoors: a floor. */
  outdoor: boolean;
};

export const illustrations = {
  yoga: { alt: "Drawing of a person stretching their arms out, with the sun and a leaf: a yoga class", palette: "green", main: "person-standing", side: ["sun", "leaf"], outdoor: true },
  meditation: { alt: "Drawing of a sunrise over the hills, with a leaf and a heart: a quiet meditation", palette: "teal", main: "sunrise", side: ["leaf", "heart"], outdoor: true },
  "health-check": { alt: "Drawing of a stethoscope with a heartbeat and a caring hand: a health check-up", palette: "rose", main: "stethoscope", side: ["heart-pulse", "hand-heart"], outdoor: false },
  exercise: { alt: "Drawing of a hand weight with a group of people and footsteps: a gentle exercise class", palette: "blue", main: "dumbbell", side: ["users", "footprints"], outdoor: false },
  smartphone: { alt: "Drawing of a smartphone with a graduation cap and a light bulb: a smartphone lesson", palette: "blue", main: "smartphone", side: ["graduation-cap", "lightbulb"], outdoor: false },
  "video-call": { alt: "Drawing of a video camera with a family group and a heart: a video call with family", palette: "violet", main: "video", side: ["users", "heart"], outdoor: false },
  "online-services": { alt: "Drawing of a shopping cart with a laptop and a wallet: shopping and paying bills online", palette: "amber", main: "shopping-cart", side: ["laptop", "wallet"], outdoor: false },
  "digital-safety": { alt: "Drawing of a shield with a tick, a padlock and a key: staying safe online", palette: "teal", main: "shield-check", side: ["lock", "key-round"], outdoor: false },
  banking: { alt: "Drawing of a banknote with a shield and a smartphone: safe banking on a phone", palette: "green", main: "banknote", side: ["shield-check", "smartphone"], outdoor: false },
  temple: { alt: "Drawing of a temple with pillars, a flame and a flower: a temple visit", palette: "amber", main: "landmark", side: ["flame", "flower"], outdoor: true },
  palace: { alt: "Drawing of a palace with a camera and the sun: a heritage tour", palette: "violet", main: "castle", side: ["camera", "sun"], outdoor: true },
  garden: { alt: "Drawing of trees with a bird and footsteps: a walk in a garden", palette: "green", main: "trees", side: ["bird", "footprints"], outdoor: true },
  "day-trip": { alt: "Drawing of a bus with mountains and the sun: a day trip out of the city", palette: "blue", main: "bus", side: ["mountain", "sun"], outdoor: true },
  bhajan: { alt: "Drawing of musical notes with a drum and a microphone: an evening of devotional songs", palette: "orange", main: "music", side: ["drum", "mic-vocal"], outdoor: false },
  scripture: { alt: "Drawing of an open book with a lamp and a heart: a reading and study circle", palette: "amber", main: "book-open", side: ["lamp", "book-heart"], outdoor: false },
  birthday: { alt: "Drawing of a birthday cake with a present and a party popper: a birthday celebration", palette: "rose", main: "cake", side: ["gift", "party-popper"], outdoor: false },
  diwali: { alt: "Drawing of sparkles with a flame and a present: a Diwali celebration", palette: "orange", main: "sparkles", side: ["flame", "gift"], outdoor: false },
  festival: { alt: "Drawing of a painter's palette with music and a party popper: a cultural festival", palette: "violet", main: "palette", side: ["music", "party-popper"], outdoor: false },
  "interest-groups": { alt: "Drawing of a group of people with a book and a sprouting plant: a hobby group", palette: "teal", main: "users", side: ["book-open", "sprout"], outdoor: false },
  entertainment: { alt: "Drawing of a film strip with music and an armchair: a film or music afternoon", palette: "violet", main: "film", side: ["music", "armchair"], outdoor: false },
  gardening: { alt: "Drawing of a seedling with a trowel and a flower: the gardening club", palette: "green", main: "sprout", side: ["shovel", "flower"], outdoor: true },
  meal: { alt: "Drawing of a bowl of salad with a bowl of soup and cutlery: a healthy meal", palette: "green", main: "salad", side: ["soup", "utensils"], outdoor: false },
  community: { alt: "Drawing of a group of friends with a cup of tea and a heart: time together at the centre", palette: "orange", main: "users", side: ["coffee", "heart"], outdoor: false },
  "knowledge-sharing": { alt: "Drawing of a presentation board with a light bulb and a group: an online talk", palette: "blue", main: "presentation", side: ["lightbulb", "users"], outdoor: false },
  training: { alt: "Drawing of a laptop with a graduation cap and a Wi-Fi sign: an online class", palette: "blue", main: "laptop", side: ["graduation-cap", "wifi"], outdoor: false },
  "custom-event": { alt: "Drawing of a calendar with a heart, a present and a cake: an event planned for you", palette: "rose", main: "calendar-heart", side: ["gift", "cake"], outdoor: false },
  outing: { alt: "Drawing of a map pin with a tent under trees and the sun: an outing", palette: "amber", main: "map-pinned", side: ["tent-tree", "sun"], outdoor: true },
  "our-story": { alt: "Drawing of a caring hand with a group of friends and the sun: the community's beginning", palette: "orange", main: "hand-heart", side: ["users", "sun"], outdoor: true },
  video: { alt: "Drawing of a screen with a play button, a camera and a film strip: a video", palette: "teal", main: "monitor-play", side: ["camera", "film"], outdoor: false },
  "portrait-1": { alt: "Drawing of a person with a heart and the sun", palette: "orange", main: "user-round", side: ["heart", "sun"], outdoor: false },
  "portrait-2": { alt: "Drawing of a person with a heart and a leaf", palette: "teal", main: "user-round", side: ["heart", "leaf"], outdoor: false },
  "portrait-3": { alt: "Drawing of a person with a heart and musical notes", palette: "violet", main: "user-round", side: ["heart", "music"], outdoor: false },
  "portrait-4": { alt: "Drawing of a person with a heart and an open book", palette: "blue", main: "user-round", side: ["heart", "book-open"], outdoor: false },
} as const satisfies Record<string, IllustrationSpec>;

export type Illustration = keyof typeof illustrations;
export const illustrationNames = Object.keys(illustrations) as Illustration[];

/** A drawing as a page's picture, with the words that say what it shows. */
export function drawing(name: Illustration): Picture {
  return { art: name, alt: illustrations[name].alt };
}

const portraits = ["portrait-1", "portrait-2", "portrait-3", "portrait-4"] as const satisfies Illustration[];

/**
 * A drawn portrait standing in for a person's photograph; the same person always gets the same one.
 * Its words say whom it stands for and what it shows, to the visitor: not
 * that a photograph is still to come, which is the operator's business.
 */
export function drawnPortrait(name: string): Picture {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  const art = portraits[h % portraits.length]!;
  return { art, alt: `${name}, shown as a ${illustrations[art].alt.replace(/^Drawing/, "drawing")}` };
}

/** The drawing of an operator's event, by its category (events have no photograph of their own). */
export function eventDrawing(category: "wellness" | "technology" | "social" | "spiritual" | "outing"): Picture {
  return drawing(({ wellness: "yoga", technology: "smartphone", social: "community", spiritual: "bhajan", outing: "outing" } as const)[category]);
}
