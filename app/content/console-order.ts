// The console's words for a hand-ordered list (the gallery, members' stories, the team):
// moving a row, hiding and showing it, and deleting it after a question.
export const consoleOrderCopy = {
  shown: "Shown",
  hidden: "Hidden",
  /** On a phone, where the table stacks: the name beside the row's Shown or Hidden. */
  onSite: "On the website",
  moveTop: "Move to the top",
  moveUp: "Move up",
  moveDown: "Move down",
  hide: "Hide",
  show: "Show",
  edit: "Edit",
  delete: "Delete",
  /** A button's accessible name: what it does and to which row. */
  actionLabel: (action: string, title: string) => `${action}: ${title}`,
  confirmNo: "No, keep it",
  confirmYes: "Yes, delete it",
  moved: "The order is saved.",
  /** Where a row has no photo of its own (a drawing stands in on the site). */
  noPhoto: "No photo",
} as const;
