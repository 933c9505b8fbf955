// Members' stories for /testimonials (all six) and the home page (the first three).
// Sample content: the names, ages and stories are illustrative and belong to no real person.
// Replace them with members' own words, given with their consent, before launch.
import { site } from "#app/core/site.ts";
import { contactLink } from "#app/core/links.ts";
import { drawnPortrait } from "./illustrations.ts";
import type { Testimonial } from "./shapes/testimonials.ts";

export const testimonials: Testimonial[] = [
  {
    id: "kamala-yoga",
    name: "Kamala Rao",
    age: 68,
    image: drawnPortrait("Kamala Rao"),
    text: "I joined the morning yoga class to help my stiff knees. Six months later I climb the stairs to my flat without stopping, and I have three new friends who wait for me at the gate every Monday.",
    rating: 5,
    date: "2024-01-12",
    program: "Health & Wellness",
  },
  {
    id: "venkatesh-technology",
    name: "Venkatesh Murthy",
    age: 74,
    image: drawnPortrait("Venkatesh Murthy"),
    text: "My grandson lives in Canada. The technology tutors were patient with every question I asked, even the same one twice. Now I make the video call myself every Sunday, and I pay my electricity bill on my phone.",
    rating: 5,
    date: "2023-12-04",
    program: "Technology Tutoring",
  },
  {
    id: "saroja-outings",
    name: "Saroja Iyer",
    age: 71,
    image: drawnPortrait("Saroja Iyer"),
    text: "After my husband passed away I hardly left the house. The day trip to Lalbagh was my first outing in a year. The team planned rest stops, carried a wheelchair just in case and made sure I never felt rushed.",
    rating: 5,
    date: "2023-11-18",
    program: "Leisure Outings",
  },
  {
    id: "gopal-satsang",
    name: "Gopal Krishnan",
    age: 79,
    image: drawnPortrait("Gopal Krishnan"),
    text: "The Thursday bhajan evenings give my week a rhythm. We sing, we share a cup of tea and we listen to each other. I go home calm and I sleep well.",
    rating: 5,
    date: "2023-10-27",
    program: "Satsangs & Spirituality",
  },
  {
    id: "meena-celebration",
    name: "Meena Shetty",
    age: 80,
    image: drawnPortrait("Meena Shetty"),
    text: "My children wanted to celebrate my eightieth birthday but live far away. The team arranged everything at the centre: music, my favourite sweets and a video link so my family could join. I felt truly celebrated.",
    rating: 5,
    date: "2023-09-09",
    program: "Custom Engagements",
  },
  {
    id: "abdul-activities",
    name: "Abdul Rahman",
    age: 66,
    image: drawnPortrait("Abdul Rahman"),
    text: "I retired as a teacher and missed having a purpose. Now I lead a reading circle twice a month and join the gardening group. The staff know my name, and my wife says I smile more.",
    rating: 5,
    date: "2024-01-22",
    program: "Engagement Activities",
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
    /** A member's video story (its YouTube ID given in the console). */
    storyTitle: (name: string) => `${name} tells their story`,
    storyDescription: (program: string, age: number) => `${program} · ${age} years`,
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
