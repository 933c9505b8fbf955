// The five offering pages, in the order of the Offerings menu.
import type { OfferingPage } from "#app/content/schemas.ts";
import { healthWellness } from "./health-wellness.ts";
import { technology } from "./technology.ts";
import { leisureOutings } from "./leisure-outings.ts";
import { satsangs } from "./satsangs.ts";
import { customEngagements } from "./custom-engagements.ts";

export const offeringPages: OfferingPage[] = [healthWellness, technology, leisureOutings, satsangs, customEngagements];
