// The console's words for the Gallery page: adding a photo (a new upload or one from
// the library) or a YouTube video, and the list of items with their order, hiding and deleting.
import { consoleOrderCopy } from "./console-order.ts";

export const consoleGalleryCopy = {
  nav: "Gallery",
  title: "Gallery",
  intro: "The photos and videos on the website's Gallery page, in the order shown here. New items go to the top; move them up or down, hide them for a while, or delete them.",
  samples: "Until you add the first item, the Gallery page shows the twelve example pictures it was built with. As soon as you add one, only your items are shown.",
  viewPage: "View the Gallery page",
  list: {
    heading: "On the Gallery page",
    caption: "Gallery items, in the order shown on the website",
    empty: "No items yet.",
    columns: { picture: "Picture", item: "Item", shown: "Shown", change: "Change" },
    photo: "Photo",
    video: "YouTube video",
    noPicture: "Video",
  },
  add: {
    uploadHeading: "Add new photos",
    uploadIntro: "Choose one photo or several at once: they share the title, description and category below, and go into the Photos library too, where you can describe each on its own.",
    libraryHeading: "Add a photo from the library",
    libraryIntro: "A photo already uploaded on the Photos page.",
    videoHeading: "Add a YouTube video",
    videoIntro: "The video plays on the Gallery page only when a visitor chooses it, from YouTube's privacy-enhanced address (no YouTube cookies until then).",
    submitUpload: "Upload and add to the gallery",
    /** A photo of several refused: which one, and that none was added. */
    oneRefused: (n: number, of: number, name: string, message: string) => `Photo ${n} of ${of} (“${name}”): ${message} None of the ${of} photos was added.`,
    /** The library's title of each photo of one upload. */
    numbered: (title: string, n: number, of: number) => `${title} (${n} of ${of})`,
    submitLibrary: "Add to the gallery",
    submitVideo: "Add the video",
    errorHeading: "The item was not added",
    errorIntro: "Please correct the following:",
    added: "The item is added at the top of the gallery.",
    addedMany: (n: number) => `The ${n} photos are added at the top of the gallery, in the order you chose them.`,
  },
  fields: {
    files: {
      label: "Photos",
      hint: (limit: string, most: number) => `One or several JPEG, PNG or WebP photos (up to ${most} at a time), each of up to ${limit}. Photos from a phone are fine as they are.`,
    },
    title: { label: "Title", hint: "Shown under the picture, for example “Diwali at the Centre”.", required: "Enter a title." },
    altLibrary: {
      label: "Description for people who cannot see it",
      hint: "Leave this empty to use the photo's description from the library.",
    },
    videoAlt: {
      label: "What the video shows",
      hint: "For people who cannot see it: who is in it and what they are doing. For example: “Members dancing at the Rajyotsava evening”.",
      required: "Describe what the video shows.",
    },
    category: { label: "Category", placeholder: "Choose a category", required: "Choose a category." },
    caption: { label: "Caption", hint: "One or two sentences shown when the picture is opened large." },
    date: { label: "Date taken", hint: "Today if you leave it empty.", invalid: "Enter a real date, for example 12 November 2026." },
    media: { label: "Photo", required: "Choose a photo from the library.", missing: "That photo is no longer in the library. Please choose another." },
    youtube: {
      label: "YouTube video",
      hint: "Paste the video's address from YouTube (for example https://youtu.be/…) or its 11-character ID.",
      required: "Paste the video's YouTube address or ID.",
      invalid: "That is not a YouTube video address. Open the video on YouTube, choose Share, copy the address and paste it here.",
    },
    poster: { label: "Picture shown before the video plays", hint: "Optional: a photo from the library. Without one, a drawing of a video is shown." },
  },
  done: {
    moved: consoleOrderCopy.moved,
    hidden: "The item is hidden: it is no longer on the Gallery page.",
    shown: "The item is shown on the Gallery page again.",
    deleted: "The item is deleted from the gallery. Its photo stays in the Photos library.",
  },
  confirmDelete: {
    question: (title: string) => `Delete “${title}” from the gallery?`,
    text: "The photo itself stays in the Photos library. This cannot be undone, but you can add the photo again.",
  },
  notFound: "That gallery item no longer exists.",
} as const;
