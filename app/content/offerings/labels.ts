// The short words printed beside programme facts on /offerings and the offering pages.
import type { ProgrammeLabels } from "#app/content/shapes/offerings.ts";

export const programmeLabels: ProgrammeLabels = {
  schedule: "When",
  duration: "How long",
  groupSize: "Group size",
  features: "What it includes",
  benefits: "How it helps",
  learnMore: "Learn More",
  viewSchedule: "Schedule",
  destinations: "Where we go",
  services: "What we arrange",
  date: "When",
  destination: "Destination",
  spots: "Places",
  spotsUnit: "seats per trip",
  price: "Price",
  pricePerPerson: "per person",
  category: "Type of tour",
  speaker: "Led by",
  time: "Time",
  guests: "Guests",
  guestsUnit: "guests",
  eventType: "Type of event",
  step: "Step",
};
