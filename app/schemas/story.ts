// The console's story and team member forms: one schema each, run by the actions.
import { z } from "zod";
import { consoleStoriesCopy } from "#app/content/console-stories.ts";
import { consoleTeamCopy } from "#app/content/console-team.ts";
import { parseIsoDate } from "#app/core/calendar.ts";
import { readFields } from "./form-data.ts";
import { mediaFieldLimits } from "#app/content/console-media.ts";
import { optionalMediaId, optionalYoutubeId } from "./media.ts";
import { cleanLine, fieldsOf, optionalLine, requiredLine, requiredText } from "./schema-kit.ts";

const s = consoleStoriesCopy.fields;
const t = consoleTeamCopy.fields;

export const STORY_TEXT_MAX = 1_200;
export const TEAM_BIO_MAX = 800;
export const LINE_MAX = 120;
const STORY_MIN_AGE = 55;
const STORY_MAX_AGE = 120;

const wholeNumber = (required: string, invalid: string, min: number, max: number) =>
  z.preprocess((v) => {
    const text = cleanLine(v);
    return text === "" ? undefined : /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  }, z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }).int({ error: invalid }).min(min, { error: invalid }).max(max, { error: invalid }));

export const StorySchema = z.object({
  name: requiredLine(s.name.required, LINE_MAX),
  age: wholeNumber(s.age.required, s.age.range, STORY_MIN_AGE, STORY_MAX_AGE),
  text: requiredText(s.text.required, STORY_TEXT_MAX),
  program: requiredLine(s.program.required, LINE_MAX),
  date: z.preprocess(cleanLine, z.string().min(1, { error: s.date.required }).refine((v) => parseIsoDate(v) !== null, { error: s.date.invalid })),
  rating: wholeNumber(s.rating.required, s.rating.required, 1, 5),
  photo: optionalMediaId,
  // A new photo uploaded with the form (its file is read beside these fields): what it shows.
  photoAlt: optionalLine(mediaFieldLimits.alt),
  youtube: optionalYoutubeId(s.youtube.invalid),
});
export type StoryInput = Omit<z.infer<typeof StorySchema>, "photoAlt"> & { photoAlt?: string | null; upload?: Uint8Array };
export const readStoryForm = (form: FormData) => readFields(StorySchema, form, fieldsOf(StorySchema).fields);

export const TeamMemberFormSchema = z.object({
  name: requiredLine(t.name.required, LINE_MAX),
  role: requiredLine(t.role.required, LINE_MAX),
  bio: requiredText(t.bio.required, TEAM_BIO_MAX),
  photo: optionalMediaId,
  photoAlt: optionalLine(mediaFieldLimits.alt),
});
export type TeamMemberInput = Omit<z.infer<typeof TeamMemberFormSchema>, "photoAlt"> & { photoAlt?: string | null; upload?: Uint8Array };
export const readTeamForm = (form: FormData) => readFields(TeamMemberFormSchema, form, fieldsOf(TeamMemberFormSchema).fields);
