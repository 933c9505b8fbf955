// Members' stories for /testimonials (all six) and the home page (the first three).
// Sample content: the names, ages and stories are illustrative and belong to no real person.
// Replace them with members' own words, given with their consent, before launch.
import { site } from "#app/core/site.ts";
import { contactLink } from "#app/core/links.ts";
import type { Testimonial, Video } from "./schema/testimonials.ts";

export const testimonials: Testimonial[] = [
  {
    id: "kamala-yoga",
    name: "Kamala Rao",
    age: 68,
    image: { title: "Kamala Rao", alt: "Portrait placeholder for Kamala Rao" },
    text: "I joined the morning yoga class to help my stiff knees. Six months later I climb the stairs to my flat without stopping, and I have three new friends who wait for me at the gate every Monday.",
    rating: 5,
    date: "2024-01-12",
    program: "Health & Wellness",
  },
  {
    id: "venkatesh-technology",
    name: "Venkatesh Murthy",
    age: 74,
    image: { title: "Venkatesh Murthy", alt: "Portrait placeholder for Venkatesh Murthy" },
    text: "My grandson lives in Canada. The technology tutors were patient with every question I asked, even the same one twice. Now I make the video call myself every Sunday, and I pay my electricity bill on my phone.",
    rating: 5,
    date: "2023-12-04",
    program: "Technology Tutoring",
  },
  {
    id: "saroja-outings",
    name: "Saroja Iyer",
    age: 71,
    image: { title: "Saroja Iyer", alt: "Portrait placeholder for Saroja Iyer" },
    text: "After my husband passed away I hardly left the house. The day trip to Lalbagh was my first outing in a year. The team planned rest stops, carried a wheelchair just in case and made sure I never felt rushed.",
    rating: 5,
    date: "2023-11-18",
    program: "Leisure Outings",
  },
  {
    id: "gopal-satsang",
    name: "Gopal Krishnan",
    age: 79,
    image: { title: "Gopal Krishnan", alt: "Portrait placeholder for Gopal Krishnan" },
    text: "The Thursday bhajan evenings give my week a rhythm. We sing, we share a cup of tea and we listen to each other. I go home calm and I sleep well.",
    rating: 5,
    date: "2023-10-27",
    program: "Satsangs & Spirituality",
  },
  {
    id: "meena-celebration",
    name: "Meena Shetty",
    age: 80,
    image: { title: "Meena Shetty", alt: "Portrait placeholder for Meena Shetty" },
    text: "My children wanted to celebrate my eightieth birthday but live far away. The team arranged everything at the centre: music, my favourite sweets and a video link so my family could join. I felt truly celebrated.",
    rating: 5,
    date: "2023-09-09",
    program: "Custom Engagements",
  },
  {
    id: "abdul-activities",
    name: "Abdul Rahman",
    age: 66,
    image: { title: "Abdul Rahman", alt: "Portrait placeholder for Abdul Rahman" },
    text: "I retired as a teacher and missed having a purpose. Now I lead a reading circle twice a month and join the gardening group. The staff know my name, and my wife says I smile more.",
    rating: 5,
    date: "2024-01-22",
    program: "Engagement Activities",
  },
];

/**
 * The two video stories. The addresses below are stand-ins: replace each id with the community's
 * own published video (YouTube, privacy-enhanced mode) before launch. Nothing loads until the
 * visitor presses Play, and the transcript tells the same story in words.
 */
const videoIds = { yoga: "AnandamYoga", outing: "AnandamTrip" } as const;
const embed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;

export const testimonialVideos: Video[] = [
  {
    id: "morning-yoga",
    title: "A morning with our yoga group",
    description: "Members talk about how gentle yoga has changed their mornings, their balance and their friendships.",
    embedUrl: embed(videoIds.yoga),
    watchUrl: watch(videoIds.yoga),
    transcript: [
      "The video opens in our activity hall at eight in the morning, as members roll out their mats and pull up chairs.",
      "Kamala explains that she came for her knees and stayed for the company. Another member shows the chair version of a balance pose and laughs that she could not do it a year ago.",
      "The instructor describes how each pose is adapted so that everyone can take part, and the group ends the class with a few minutes of quiet breathing.",
    ],
    image: { title: "Morning yoga group", alt: "Still image placeholder for the video about our morning yoga group" },
  },
  {
    id: "day-trip",
    title: "Our day trip to Lalbagh",
    description: "Follow a group of members on an unhurried day among the gardens, with rest stops and plenty of chai.",
    embedUrl: embed(videoIds.outing),
    watchUrl: watch(videoIds.outing),
    transcript: [
      "The video follows fourteen members and three staff from the centre to Lalbagh Botanical Garden.",
      "Saroja talks about her first outing after a difficult year. A staff member explains how the route is planned with rest stops every one to two hours and a wheelchair on board in case anyone tires.",
      "The day ends with the group sharing lunch under the trees and singing an old film song on the way home.",
    ],
    image: { title: "Day trip to Lalbagh", alt: "Still image placeholder for the video of our day trip to Lalbagh" },
  },
];

export const testimonialsPage = {
  path: "/testimonials",
  seo: {
    title: "Testimonials",
    description: `Stories from members of ${site.brand} in Bangalore: yoga, technology classes, outings, satsangs and celebrations, in their own words.`,
    keywords: ["senior citizen testimonials", "seniors community reviews Bangalore", "elderly activities stories", "member stories", "senior wellness Jalahalli"],
  },
  hero: {
    title: "Stories from our community",
    intro: "The best way to know what a morning with us feels like is to hear it from the people who come. Here are some of their stories.",
  },
  carousel: {
    title: "Featured stories",
    /** Screen readers announce the region as "carousel" and each slide as "3 of 6". */
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    label: "Members' stories",
    previous: "Previous story",
    next: "Next story",
    dotsLabel: "Choose a story",
    /** "Show story 3: Saroja Iyer" */
    dotLabel: (index: number, name: string) => `Show story ${index}: ${name}`,
    slideLabel: (index: number, total: number) => `${index} of ${total}`,
  },
  gridTitle: "All stories",
  gridIntro: "Every story from the carousel, side by side.",
  ratingLabel: (rating: number) => `Rated ${rating} out of 5 stars`,
  ageLabel: (age: number) => `age ${age}`,
  programLabel: "Programme",
  videosTitle: "Watch their stories",
  videosIntro: "Each video loads from YouTube only when you press Play. You can read the same story below each one.",
  video: {
    play: (title: string) => `Play video: ${title}`,
    loadNote: "Loads from YouTube",
    transcript: "Read the story as text",
    watchLink: "Watch on YouTube instead",
    newTab: "(opens in a new tab)",
  },
  cta: {
    title: "Write the next chapter with us",
    text: "Come and see us, try an activity and meet the people behind these stories.",
    join: { label: "Join Our Community", href: "/join-us" },
    contact: { label: "Book a Visit", href: contactLink("membership", "a visit to the centre") },
  },
} as const;
