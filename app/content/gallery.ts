// The /gallery page: its words, its six categories and the spec's fixed list of 12 items (section
// 3: id, type, url, thumbnail for videos, title, category, date), shown until the operator adds
// the first item in the console. The spec's pictures are drawings of their subjects
// (app/content/illustrations.ts) and its videos short clips served from this site
// (public/media/gallery). A video's `url` may also be a YouTube address: the lightbox then embeds
// it from youtube-nocookie.com, only once opened.
import { site } from "#app/core/site.ts";
import type { Picture } from "#app/core/picture.ts";
import { drawing } from "./illustrations.ts";

export const galleryCategories = [
  { value: "yoga", label: "Yoga Sessions" },
  { value: "technology", label: "Technology Classes" },
  { value: "outings", label: "Outings" },
  { value: "cultural", label: "Cultural Events" },
  { value: "satsangs", label: "Satsangs" },
  { value: "celebrations", label: "Celebrations" },
] as const;
export type GalleryCategory = (typeof galleryCategories)[number]["value"];

type GalleryItemBase = {
  id: string;
  title: string;
  category: GalleryCategory;
  /** ISO date (yyyy-mm-dd) the photograph or video was taken. */
  date: string;
  /** What the item shows, for people who cannot see it (a video's description). */
  alt: string;
  /** One or two sentences shown under the picture in the lightbox. */
  caption: string;
};

type GalleryImage = GalleryItemBase & {
  type: "image";
  picture: Picture;
  /** A larger file to open without JavaScript (a photograph's largest variant); none for a drawing. */
  url?: string;
};

type GalleryVideo = GalleryItemBase & {
  type: "video";
  /** A clip on this site (/media/...webm) or a YouTube address (embedded from youtube-nocookie.com). */
  url: string;
  /**
   * The same clip on this site as MP4 (H.264), for the iPhones and iPads that play no WebM; the
   * player offers the WebM first and this after it. Made with ffmpeg (docs/decisions/027).
   */
  mp4?: string;
  /** The still shown in the grid before the video is opened. */
  poster: Picture;
  /** Captions for a clip on this site (WebVTT). */
  captions?: string;
};

export type GalleryItem = GalleryImage | GalleryVideo;

export const galleryItems: GalleryItem[] = [
  {
    id: "yoga-terrace-morning",
    type: "image",
    picture: drawing("yoga"),
    title: "Morning Yoga on the Terrace",
    category: "yoga",
    date: "2024-01-15",
    alt: "Seniors on yoga mats stretching their arms overhead on the garden terrace",
    caption: "The Monday, Wednesday and Friday class starts at 8 AM, with chairs for anyone who prefers to stay seated.",
  },
  {
    id: "chair-yoga-video",
    type: "video",
    poster: drawing("yoga"),
    url: "/media/gallery/chair-yoga.webm",
    mp4: "/media/gallery/chair-yoga.mp4",
    captions: "/media/gallery/chair-yoga.vtt",
    title: "Chair Yoga Together",
    category: "yoga",
    date: "2023-12-06",
    alt: "A short video of a chair yoga session",
    caption: "A short clip from a chair yoga session: gentle movement for every body, at every pace.",
  },
  {
    id: "smartphone-class",
    type: "image",
    picture: drawing("smartphone"),
    title: "Smartphone Basics Class",
    category: "technology",
    date: "2024-01-10",
    alt: "A tutor leaning over to show a senior how to enlarge text on her smartphone",
    caption: "Four to six learners and one patient tutor: everyone leaves able to make a video call.",
  },
  {
    id: "video-call-grandchildren",
    type: "image",
    picture: drawing("video-call"),
    title: "First Video Call Home",
    category: "technology",
    date: "2023-11-22",
    alt: "A smiling senior holding up a tablet during a video call with family",
    caption: "The moment a learner's grandchildren appeared on screen after her third class.",
  },
  {
    id: "lalbagh-walk",
    type: "image",
    picture: drawing("garden"),
    title: "Lalbagh Garden Walk",
    category: "outings",
    date: "2023-12-14",
    alt: "A group of seniors walking slowly along a tree-lined path in Lalbagh",
    caption: "An unhurried morning in Lalbagh, with benches, rest stops and tea by the lake.",
  },
  {
    id: "palace-tour",
    type: "image",
    picture: drawing("palace"),
    title: "Bangalore Palace Visit",
    category: "outings",
    date: "2023-10-19",
    alt: "Seniors listening to a guide in front of the Bangalore Palace",
    caption: "A heritage tour at an easy pace, with seating breaks and help on the steps.",
  },
  {
    id: "folk-dance-evening",
    type: "video",
    poster: drawing("festival"),
    url: "/media/gallery/folk-dance-evening.webm",
    mp4: "/media/gallery/folk-dance-evening.mp4",
    captions: "/media/gallery/folk-dance-evening.vtt",
    title: "Folk Dance Evening",
    category: "cultural",
    date: "2023-11-04",
    alt: "A short video of members dancing at the folk dance evening",
    caption: "Members and their grandchildren dancing together at the Karnataka Rajyotsava evening.",
  },
  {
    id: "rangoli-workshop",
    type: "image",
    picture: drawing("festival"),
    title: "Rangoli Workshop",
    category: "cultural",
    date: "2024-01-13",
    alt: "Hands filling a colourful rangoli pattern with powder on the floor",
    caption: "Sankranti rangoli, drawn together over a long, happy morning.",
  },
  {
    id: "bhajan-sandhya",
    type: "image",
    picture: drawing("bhajan"),
    title: "Thursday Bhajan Sandhya",
    category: "satsangs",
    date: "2024-01-18",
    alt: "Members seated on the floor singing bhajans with a harmonium and tabla",
    caption: "The Tuesday and Thursday evening bhajans, followed by tea and conversation.",
  },
  {
    id: "gita-study-circle",
    type: "image",
    picture: drawing("scripture"),
    title: "Gita Study Circle",
    category: "satsangs",
    date: "2023-12-20",
    alt: "A small circle of seniors reading from large-print books of verses",
    caption: "One verse at a time, read aloud and talked through in simple words.",
  },
  {
    id: "diwali-celebration",
    type: "video",
    poster: drawing("diwali"),
    url: "/media/gallery/diwali-celebration.webm",
    mp4: "/media/gallery/diwali-celebration.mp4",
    captions: "/media/gallery/diwali-celebration.vtt",
    title: "Diwali at the Centre",
    category: "celebrations",
    date: "2023-11-12",
    alt: "A short video of members lighting diyas at the Diwali celebration",
    caption: "Lighting diyas, sharing sweets and music: Diwali with our whole community.",
  },
  {
    id: "eightieth-birthday",
    type: "image",
    picture: drawing("birthday"),
    title: "An 80th Birthday",
    category: "celebrations",
    date: "2023-09-09",
    alt: "A member cutting a birthday cake surrounded by friends clapping",
    caption: "Family joined by video link while friends at the centre sang and shared the cake.",
  },
];

export const galleryPage = {
  path: "/gallery",
  seo: {
    title: "Photo and Video Gallery",
    description: `Photographs and videos from ${site.shortBrand}: yoga sessions, technology classes, outings, cultural evenings, satsangs and celebrations in Bangalore.`,
    keywords: ["senior community gallery", "seniors yoga Bangalore", "senior outings photos", "satsang", "community celebrations"],
  },
  hero: {
    title: "Gallery",
    intro: "Moments from our classes, outings, satsangs and celebrations. Choose a category, then open any picture or video to see it larger.",
  },
  /** Names the part of the page that holds the filter and the pictures. */
  sectionLabel: "Photos and videos",
  filter: { label: "Show gallery items of category", all: "All" },
  /** Accessible names of the grid's buttons. */
  open: (title: string) => `View larger: ${title}`,
  play: (title: string) => `Play video: ${title}`,
  videoBadge: "Video",
  close: "Close",
  /** Moving through the items in the lightbox (buttons, and the arrow keys). */
  previous: "Previous",
  next: "Next",
  position: (n: number, of: number) => `${n} of ${of}`,
  count: (n: number) => (n === 1 ? "Showing 1 item" : `Showing ${n} items`),
  empty: "Nothing in this category yet.",
  videoFrameTitle: (title: string) => `Video: ${title}`,
  captionsLabel: "English captions",
} as const;
