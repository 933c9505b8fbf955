// Owns how the console's long lists are cut into pages (the inboxes, the audit): from a count and
// the page asked for, the page shown (one past the end shows the last), how many there are, and
// where its rows start. Pure.
export function pageOf(total: number, requested: number | undefined, size: number): { page: number; pages: number; offset: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, requested ?? 1), pages);
  return { page, pages, offset: (page - 1) * size };
}
