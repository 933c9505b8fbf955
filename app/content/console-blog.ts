// The console's words for News: the list of the operator's posts, the post form with its
// Markdown help, the preview, publishing, and deleting.
export const consoleBlogCopy = {
  title: "News",
  intro: "News posts and articles for the website's Blog page. Write in plain text with a little Markdown, preview it, and publish when it is ready. A draft is not on the website.",
  fixed: "The six articles the site was built with stay on the Blog page beside your posts.",
  newPost: "Write a news post",
  viewPage: "View the Blog page",
  back: "Back to News",
  list: {
    heading: "Your posts",
    caption: "News posts, newest first",
    empty: "No posts yet. Your first post will appear on the Blog page beside the six articles.",
    columns: { title: "Title", status: "Shown", date: "Date", category: "Category" },
    draft: "Draft (not on the site)",
    published: "On the site",
  },
  form: {
    newTitle: "Write a news post",
    editTitle: (title: string) => `Edit: ${title}`,
    errorHeading: "The post was not saved",
    errorIntro: "Please correct the following:",
    save: "Save",
    create: "Save the post",
    preview: "Preview without saving",
    detailsHeading: "The post",
    fields: {
      title: { label: "Title", hint: "Short and clear, for example “Diwali at the Centre: photos and thanks”.", required: "Enter a title." },
      category: { label: "Category", placeholder: "Choose a category", required: "Choose a category." },
      excerpt: {
        label: "Summary",
        hint: "One or two sentences shown on the Blog page and in search results (up to 200 characters).",
        required: "Write a short summary.",
      },
      body: {
        label: "The post",
        hint: "Leave an empty line between paragraphs. ## at the start of a line makes a heading, - a bullet point, **words** bold. A web address becomes a link; [words](https://…) links words.",
        required: "Write the post.",
      },
      cover: {
        label: "Picture at the top",
        hint: "Optional: a photo from the library. Without one, a drawing for the category is shown.",
        missing: "That photo is no longer in the library. Please choose another.",
      },
      draft: { label: "Keep as a draft (not on the website yet)" },
    },
  },
  preview: {
    heading: "How it will look",
    unsaved: "This preview is not saved yet: press Save to keep it.",
    saved: "The post as last saved.",
  },
  status: {
    draft: "This post is a draft: it is not on the website.",
    published: (path: string) => `This post is on the website at ${path}.`,
    open: "Open it on the website",
  },
  done: {
    created: "The post is saved.",
    saved: "Your changes are saved.",
    deleted: "The post is deleted.",
  },
  delete: {
    heading: "Delete this post",
    text: "The post is removed from the website. Its picture stays in the Photos library. This cannot be undone.",
    check: "Yes, delete this post",
    button: "Delete the post",
    mustCheck: "Tick the box to confirm that the post should be deleted.",
  },
  notFound: "That post no longer exists.",
  /** Who an operator's post is by, on the public page. */
  author: { name: "Anandam Community Team", role: "News from the centre" },
} as const;
