// The home and about pages (the spec's Home and About Us): the hero's buttons and the closing call
// to action, the four marketing figures, the five offerings linking to their pages, the teasers of
// /about, /testimonials and /events; the four values in order, the team, one timeline entry a year
// from 2019 to 2024 with the spec's milestones, the why-choose list and visit labels. Both pages'
// shapes are parsed in offerings.test.ts with the rest of their page group.
import { describe, expect, it } from "vitest";
import { about } from "#app/content/about.ts";
import { home } from "#app/content/home.ts";
import { statistics } from "#app/content/statistics.ts";
import { team } from "#app/content/team.ts";
import { timeline } from "#app/content/timeline.ts";

const titles = (items: readonly { title: string }[]) => items.map((i) => i.title);

describe("home (/)", () => {
  it("has the spec's hero buttons and closing call to action", () => {
    expect(home.hero.actions.map((a) => [a.label, a.href])).toEqual([
      ["Explore Our Services", "/join-us"],
      ["Join Our Community", "/contact"],
    ]);
    expect(home.cta.actions.map((a) => a.href).sort()).toEqual(["/contact", "/join-us"]);
  });

  it("shows the four marketing figures", () => {
    expect(statistics.map((s) => s.value)).toEqual(["500+", "50+", "15+", "5"]);
    expect(home.stats.items).toBe(statistics);
  });

  it("lists the five offerings, linking to the spec's offering pages", () => {
    expect(home.services.items.map((s) => [s.title, s.href])).toEqual([
      ["Engagement Activities", "/offerings/health-wellness"],
      ["Experiential Tours", "/offerings/leisure-outings"],
      ["Online Knowledge Sharing", "/offerings/technology"],
      ["Online Training", "/offerings/technology"],
      ["Customised Events", "/offerings/custom-engagements"],
    ]);
  });

  // How many testimonials and events it teases: spec-conformance.test.ts.
  it("teases /about and /testimonials, and its events lead to /events", () => {
    expect(home.about.links.map((l) => l.href)).toEqual(["/about", "/testimonials"]);
    expect(home.events.link.href).toBe("/events");
  });
});

describe("about (/about)", () => {
  it("has the four values in the spec's order", () => {
    expect(titles(about.values.items)).toEqual(["Compassion", "Community", "Purpose", "Excellence"]);
  });

  it("has a team of three", () => {
    expect(team).toHaveLength(3);
    expect(about.team.members).toBe(team);
  });

  it("has one timeline entry per year from 2019 to 2024 with the spec's milestones", () => {
    expect(timeline.map((t) => t.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    const year = (y: number) => timeline.find((t) => t.year === y)!.event;
    expect(year(2019)).toMatch(/opens/);
    expect(year(2021)).toMatch(/100th member/);
    expect(year(2022)).toMatch(/5 locations/);
  });

  it("has a why-choose list and visit labels", () => {
    expect(about.whyChoose.items.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(about.visit.labels)).toEqual(["address", "phone", "email", "hours"]);
  });
});
