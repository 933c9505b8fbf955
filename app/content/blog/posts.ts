// The six articles as the listing shows them (the spec's blog post shape). One list feeds the /blog
// cards, the related-article links, the sitemap and the prerender list (app/content/public-pages.ts).
// The authors are the community's own teams, not named people.
import type { BlogPost } from "#app/content/shapes/blog.ts";
import { drawing } from "../illustrations.ts";


const wellnessTeam = { name: "Anandam Wellness Team", role: "Yoga and exercise instructors" };
const nutritionTeam = { name: "Anandam Wellness Team", role: "Nutrition and health check-up volunteers" };
const technologyTeam = { name: "Anandam Technology Tutors", role: "Technology class tutors" };
const communityTeam = { name: "Anandam Community Team", role: "Programme coordinators" };

/** Newest first, as a reader of a blog expects. */
export const blogPosts: BlogPost[] = [
  {
    slug: "digital-banking-seniors",
    title: "Safe Digital Banking for Seniors: Protect Your Money Online",
    excerpt:
      "Strong passwords, OTP rules, the scams aimed at older people in India and the warning signs, with a calm step-by-step guide to banking on your phone.",
    author: technologyTeam,
    date: "2024-01-30",
    readTime: 9,
    image: drawing("banking"),
    category: "technology",
  },
  {
    slug: "staying-active-home",
    title: "Staying Active at Home: Simple Exercises for Seniors",
    excerpt:
      "Four kinds of gentle exercise you can do in your own home, a 20-minute daily routine, what equipment helps and an easy plan for your first week.",
    author: wellnessTeam,
    date: "2024-01-25",
    readTime: 6,
    image: drawing("exercise"),
    category: "health-wellness",
  },
  {
    slug: "healthy-eating-seniors",
    title: "Healthy Eating After 60: A Practical Guide to Nutrition",
    excerpt:
      "The four nutrients that matter most as we age, everyday Indian foods that provide them, a sample day of meals and answers to common eating difficulties.",
    author: nutritionTeam,
    date: "2024-01-20",
    readTime: 8,
    image: drawing("meal"),
    category: "health-wellness",
  },
  {
    slug: "technology-tips-for-elders",
    title: "Technology Made Simple: Essential Tips for Elders",
    excerpt:
      "Six technologies worth learning, six steps to get started without stress, how to stay safe online and the apps our members use every day.",
    author: technologyTeam,
    date: "2024-01-15",
    readTime: 7,
    image: drawing("smartphone"),
    category: "technology",
  },
  {
    slug: "yoga-benefits-senior-citizens",
    title: "10 Benefits of Yoga for Senior Citizens",
    excerpt:
      "How gentle, regular yoga helps balance, joints, sleep and mood after 60, five poses you can start with and the safety points to keep in mind.",
    author: wellnessTeam,
    date: "2024-01-10",
    readTime: 5,
    image: drawing("yoga"),
    category: "health-wellness",
  },
  {
    slug: "social-connections-golden-years",
    title: "Building Social Connections in Your Golden Years",
    excerpt:
      "Why friendships matter for health after retirement, simple ways to meet people in Bangalore, and how to get past mobility, shyness and money worries.",
    author: communityTeam,
    date: "2024-01-05",
    readTime: 6,
    image: drawing("community"),
    category: "lifestyle",
  },
];

export const blogSlugs: string[] = blogPosts.map((post) => post.slug);

export function getPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
