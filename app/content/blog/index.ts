// The blog's article bodies, for the article route's loader only (the post list itself is
// posts.ts). Route components never import the bodies, so an article page's JavaScript carries no
// article text: the loader's data brings the one article being read.
import { article as digitalBanking } from "./articles/digital-banking-seniors.ts";
import { article as healthyEating } from "./articles/healthy-eating-seniors.ts";
import { article as socialConnections } from "./articles/social-connections-golden-years.ts";
import { article as stayingActive } from "./articles/staying-active-home.ts";
import { article as technologyTips } from "./articles/technology-tips-for-elders.ts";
import { article as yogaBenefits } from "./articles/yoga-benefits-senior-citizens.ts";
import { getPost } from "./posts.ts";
import type { ArticleBody, BlogPost } from "#app/content/shapes/blog.ts";

export const articleBodies: ArticleBody[] = [
  yogaBenefits,
  technologyTips,
  socialConnections,
  healthyEating,
  stayingActive,
  digitalBanking,
];

export type Article = {
  post: BlogPost;
  body: ArticleBody;
  /** The two related posts, in the order the article lists them. */
  related: BlogPost[];
};

export function getArticle(slug: string): Article | undefined {
  const post = getPost(slug);
  const body = articleBodies.find((candidate) => candidate.slug === slug);
  if (!post || !body) return undefined;
  const related = body.related.map((relatedSlug) => getPost(relatedSlug)).filter((p): p is BlogPost => p !== undefined);
  return { post, body, related };
}

