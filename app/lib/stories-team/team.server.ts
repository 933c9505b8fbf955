// Owns the team on /about: the console's list and changes, and what the page shows.
// Seeded once with the spec's three (seed.server.ts); a person without a photo shows a drawn portrait.
import { asc, eq } from "drizzle-orm";
import { drawnPortrait } from "#app/content/illustrations.ts";
import type { TeamMember } from "#app/content/shapes/home-about.ts";
import { readTeamForm, type TeamMemberInput } from "#app/schemas/story.ts";
import { consoleTeamCopy } from "#app/content/console-team.ts";
import type { ListKind } from "#app/lib/ordered-lists/list-actions.server.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { teamMembers } from "#app/lib/db/schema.ts";
import { picturesOfMedia, withThumbs } from "#app/lib/media/library.server.ts";
import { withUploadedPhoto } from "#app/lib/media/upload.server.ts";
import { orderedContent } from "#app/lib/ordered-lists/ordered-content.server.ts";

export type TeamRow = typeof teamMembers.$inferSelect;

export const teamList = orderedContent<TeamMemberInput, "team">({
  table: teamMembers,
  list: "team_members",
  recordType: "team_member",
  item: (row) => String(row.name),
  actions: { create: "team_create", update: "team_update", move: "team_move", delete: "team_delete" },
  place: "bottom",
  photoTitle: (input) => input.name,
  columns: (input) => ({ name: input.name, role: input.role, bio: input.bio }),
});

/** The console's list actions for the team (app/lib/ordered-lists/list-actions.server.ts). */
export const teamKind: ListKind<TeamMemberInput> = {
  list: teamList,
  read: (form) => withUploadedPhoto(readTeamForm(form), form),
  back: "/admin/team",
  titleOf: async (db, id) => (await teamMemberById(db, id))?.name,
  copy: { notFound: consoleTeamCopy.notFound, photoMissing: consoleTeamCopy.fields.photo.missing },
};

export async function teamMemberById(db: Database, id: number): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id));
  return row;
}

const inOrder = [asc(teamMembers.position), asc(teamMembers.id)] as const;

/** Everyone in the order shown (hidden ones too), with a thumbnail address for those with a photo. */
export async function consoleTeam(db: Database) {
  return withThumbs(db, await db.select().from(teamMembers).orderBy(...inOrder));
}

/** The visible team in order, as /about draws it. */
export async function publicTeam(db: Database): Promise<TeamMember[]> {
  const rows = await db.select().from(teamMembers).where(eq(teamMembers.hidden, false)).orderBy(...inOrder);
  const pictures = await picturesOfMedia(db, rows.flatMap((r) => (r.mediaId === null ? [] : [r.mediaId])));
  return rows.map((row) => ({ name: row.name, role: row.role, bio: row.bio, image: (row.mediaId === null ? undefined : pictures.get(row.mediaId)) ?? drawnPortrait(row.name) }));
}
