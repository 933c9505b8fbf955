// The marketing figures of the statistics strip (spec section 9), one place for every page.
import type { Stat } from "#app/content/shapes/common.ts";

export const statistics: Stat[] = [
  { value: "500+", label: "seniors and families served" },
  { value: "50+", label: "activities every month" },
  { value: "15+", label: "trained instructors" },
  { value: "5", label: "years of service" },
];
