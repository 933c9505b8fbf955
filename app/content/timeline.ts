// Milestones for the /about timeline. 2019, 2021 and 2022 carry the spec's facts; the other
// years describe steps that those facts and the offerings imply.
import type { TimelineEntry } from "#app/content/shapes/home-about.ts";
import { site } from "#app/core/site.ts";

export const timeline: TimelineEntry[] = [
  {
    year: 2019,
    event: `${site.brand} opens in ${site.address.locality} with a morning yoga circle and a weekly tea-time meeting for a few neighbours.`,
  },
  {
    year: 2020,
    event:
      "When gatherings had to stop, we helped members join video calls from home and began our daily online knowledge-sharing hour.",
  },
  {
    year: 2021,
    event: "We welcome our 100th member and start guided day tours to temples, gardens and heritage sites.",
  },
  {
    year: 2022,
    event: `Activities now run at 5 locations across ${site.address.city}, so most members have a centre close to home.`,
  },
  {
    year: 2023,
    event: "Weekly satsangs, small-group technology classes and a custom events service join the programme.",
  },
  {
    year: 2024,
    event: "More than 500 seniors and families take part in 50+ activities a month, led by over 15 instructors.",
  },
];
