// The console's words for members' stories: the list in the order /testimonials shows
// them (the first three are on the home page too), adding, editing, hiding and deleting a story.
export const consoleStoriesCopy = {
  title: "Members' stories",
  intro: "The stories on the Testimonials page, in the order shown here. The first three shown are also on the home page. Add a member's story only with their permission.",
  viewPage: "View the Testimonials page",
  back: "Back to members' stories",
  list: {
    heading: "On the Testimonials page",
    caption: "Members' stories, in the order shown on the website",
    empty: "No stories yet. The Testimonials page shows none until you add one.",
    columns: { picture: "Picture", story: "Story", shown: "Shown", change: "Change" },
    video: "With a video",
    home: "Also on the home page",
  },
  add: { heading: "Add a story", submit: "Add the story", added: "The story is added at the top of the page." },
  editTitle: (name: string) => `Edit the story of ${name}`,
  save: "Save the story",
  detailsHeading: "The story",
  errorHeading: "The story was not saved",
  errorIntro: "Please correct the following:",
  fields: {
    name: { label: "Name", hint: "As the member would like it shown, for example “Kamala Rao”.", required: "Enter the member's name." },
    age: { label: "Age", required: "Enter the member's age in years.", range: "Enter an age between 55 and 120." },
    text: { label: "The story", hint: "In the member's own words: two to four sentences read best.", required: "Write the member's story." },
    program: { label: "Programme", hint: "What they joined, for example “Health & Wellness”.", required: "Enter the programme." },
    date: { label: "Date", hint: "When the member told the story.", required: "Enter the date.", invalid: "Enter a real date, for example 12 November 2026." },
    rating: { label: "Stars", hint: "How the member rated their experience, 1 to 5.", placeholder: "Choose how many stars", required: "Choose how many stars." },
    photo: {
      label: "Photo",
      hint: "Optional: a photo of the member, with their permission, from the library or uploaded below. Without one, a drawn portrait is shown.",
      missing: "That photo is no longer in the library. Please choose another.",
    },
    youtube: {
      label: "Video of the member telling their story",
      hint: "Optional: the video's YouTube address or 11-character ID. It plays only when a visitor chooses it.",
      invalid: "That is not a YouTube video address. Open the video on YouTube, choose Share, copy the address and paste it here.",
    },
  },
  done: { saved: "The story is saved.", hidden: "The story is hidden: it is no longer on the website.", shown: "The story is shown on the website again.", deleted: "The story is deleted." },
  confirmDelete: { question: (name: string) => `Delete the story of ${name}?`, text: "It is removed from the website. This cannot be undone." },
  notFound: "That story no longer exists.",
  stars: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
} as const;
