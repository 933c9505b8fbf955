// The console's words for the team on /about: the list in the order shown, adding,
// editing, hiding and deleting a member of the team.
export const consoleTeamCopy = {
  title: "Our team",
  intro: "The people in the “Our Team” part of the About page, in the order shown here.",
  viewPage: "View the About page",
  back: "Back to the team",
  list: {
    heading: "On the About page",
    caption: "The team, in the order shown on the website",
    empty: "No one yet. The About page shows no team until you add someone.",
    columns: { picture: "Picture", person: "Person", shown: "Shown", change: "Change" },
  },
  add: { heading: "Add a member of the team", submit: "Add to the team", added: "The person is added at the end of the team." },
  editTitle: (name: string) => `Edit: ${name}`,
  save: "Save",
  detailsHeading: "Their details",
  errorHeading: "The change was not saved",
  errorIntro: "Please correct the following:",
  fields: {
    name: { label: "Name", hint: "For example “Dr. Asha Menon”.", required: "Enter the name." },
    role: { label: "Role", hint: "For example “Programme Coordinator”.", required: "Enter the role." },
    bio: { label: "About them", hint: "Two or three sentences: what they do at the centre and what they bring to it.", required: "Write a few words about them." },
    photo: {
      label: "Photo",
      hint: "Optional: a photo of them, with their permission, from the library or uploaded below. Without one, a drawn portrait is shown.",
      missing: "That photo is no longer in the library. Please choose another.",
    },
  },
  done: { saved: "Saved.", hidden: "Hidden: no longer on the website.", shown: "Shown on the website again.", deleted: "Removed from the team." },
  confirmDelete: { question: (name: string) => `Remove ${name} from the team?`, text: "They are removed from the About page. This cannot be undone." },
  notFound: "That person is no longer on the team list.",
} as const;
