// The words of the member/volunteer switch on /join-us.
export const joinUsCopy = {
  tabsLabel: "Choose an application",
  tabs: { member: "Become a member", volunteer: "Volunteer with us" },
} as const;
