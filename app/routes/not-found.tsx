import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { frameCopy } from "#app/content/frame.ts";
import { withBrand } from "#app/lib/seo.ts";
import { NotFoundPanel } from "#app/components/site/error-panels.tsx";

// Unknown paths keep the frame and answer 404, never 200, so search engines drop them.
export function meta(_: Route.MetaArgs) {
  return [
    { title: withBrand(frameCopy.notFound.title) },
    { name: "description", content: frameCopy.notFound.intro },
    { name: "robots", content: "noindex" },
  ];
}

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPanel />;
}
