// The words of the member/volunteer switch on /join-us.
export const joinUsCopy = {
  tabsLabel: "Choose an application",
  tabs: { member: "Become a member", volunteer: "Volunteer with us" },
  // Shown for the moment a form takes to load after its tab is chosen; the link opens it as a new
  // page, in case the connection drops meanwhile.
  loading: { member: "Opening the membership form…", volunteer: "Opening the volunteer form…" },
  openOnItsOwn: "If it does not appear, open it on its own page.",
} as const;
