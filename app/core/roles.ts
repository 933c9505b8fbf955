// Owns the console's two roles (docs/decisions/020-roles-and-erasure.md). An owner
// manages operators, finds and erases people, downloads CSV files and reads the audit; an editor
// runs events, content, the newsletter and the inboxes. Pure: pages and the server both read it.
export const ROLES = ["owner", "editor"] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
