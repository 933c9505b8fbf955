// The console's words for the media library: uploading a photo, the library's grid,
// one photo's page, the refusals an upload can meet, and the page shown when a file is far too
// large to be sent at all. Sizes are passed in (the limit lives with the code that enforces it).

/** "3.4 MB", "30 MB": one decimal, none when it is whole. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  const rounded = mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10;
  return `${rounded.toLocaleString("en-IN")} MB`;
}

/** "48 KB" or "1.2 MB", for the variants' sizes. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes);
}

/** The longest title and description accepted (the schemas in app/schemas/media.ts use these). */
export const mediaFieldLimits = { title: 120, alt: 300 } as const;

const makeSmaller =
  "To make a photo smaller: send it to yourself on WhatsApp and save the copy that arrives, or choose a smaller size (for example “Large” instead of “Actual size”) when you share it from your phone.";

export const consoleMediaCopy = {
  nav: "Photos",
  list: {
    title: "Photos",
    intro: "Every photograph the site can show. Upload a photo once here, then use it in the gallery, a news post, a member's story or the team.",
    empty: "There are no photos in the library yet.",
    heading: "The library",
    count: (n: number) => (n === 1 ? "1 photo" : `${n} photos`),
    unused: "Not used on the site yet",
    usedIn: (n: number) => (n === 1 ? "Used in 1 place" : `Used in ${n} places`),
    open: (title: string) => `Open ${title}`,
    description: "Description:",
    uploaded: "The photo is in the library. Its description is what people who cannot see it will hear.",
    deleted: "The photo is deleted.",
  },
  upload: {
    heading: "Upload a photo",
    submit: "Upload the photo",
    errorHeading: "The photo was not uploaded",
    errorIntro: "Please correct the following:",
    file: {
      label: "Photo",
      hint: (limit: string) => `A JPEG, PNG or WebP photo of up to ${limit}. Photos from a phone are fine as they are.`,
      required: "Choose a photo to upload.",
      tooMany: (most: number) => `Choose at most ${most} photos at a time, then add the rest with a second upload.`,
    },
    title: {
      label: "Title",
      hint: "A short name for you to find the photo again, for example “Diwali 2026, lighting the diyas”.",
      required: "Enter a title for the photo.",
    },
    alt: {
      label: "Description for people who cannot see the photo",
      hint: "Say what the photo shows for people who cannot see it: who is there and what they are doing. For example: “Four members lighting diyas on the steps of the community hall”. One sentence is enough; do not start with “Photo of”.",
      required: "Describe what the photo shows, for people who cannot see it.",
    },
  },
  refusals: {
    empty: "That file is empty. Please choose the photo again.",
    tooLarge: (size: string, limit: string) => `That file is ${size}. The largest photo the site accepts is ${limit}. ${makeSmaller}`,
    notAPhoto: "That file is not a JPEG, PNG or WebP photo, whatever its name says. Please choose a photo taken with a camera or phone, or saved as JPEG, PNG or WebP.",
    tooManyPixels: (megapixels: number, limit: number) =>
      `That picture is ${megapixels} megapixels; the site accepts up to ${limit}. ${makeSmaller}`,
    damaged: "That photo could not be read: the file may be damaged or incomplete. Please save it again, or choose another copy.",
  },
  item: {
    back: "All photos",
    title: (title: string) => `Photo: ${title}`,
    detailsHeading: "Title and description",
    save: "Save changes",
    saved: "Your changes are saved. Pages that show this photo now use the new description.",
    errorHeading: "The changes were not saved",
    facts: (width: number, height: number, type: string, size: string) => `${width} × ${height} pixels, uploaded as ${type} (${size}).`,
    variantsHeading: "Sizes made for the site",
    variantsIntro: "The site sends each visitor the smallest size that looks sharp on their screen, as AVIF or WebP. The photo's location and camera details were removed when it was uploaded.",
    variantsCaption: "Sizes of this photo",
    columns: { width: "Width", height: "Height", format: "Format", size: "File size", open: "Open" },
    openVariant: (width: number, format: string) => `Open the ${width} pixel ${format} copy`,
    usageHeading: "Where this photo is used",
    usageNone: "This photo is not used on the site.",
    deleteHeading: "Delete this photo",
    deleteIntro: "Deleting removes the photo from the library for good. A photo that is used on the site cannot be deleted: remove it from those places first.",
    confirmDelete: "Yes, delete this photo for good",
    delete: "Delete the photo",
    confirmMissing: "Tick the box to confirm that the photo is to be deleted; nothing has changed yet.",
    inUse: "This photo is still used on the site, so it was not deleted. Remove it from these places first:",
  },
  usage: {
    gallery: (title: string) => `Gallery: ${title}`,
    blog: (title: string) => `News post: ${title}`,
    story: (name: string) => `Member's story: ${name}`,
    team: (name: string) => `Team: ${name}`,
  },
  picker: {
    none: "No photo",
    noneHint: "The site shows a drawing instead.",
    empty: "There are no photos in the library yet. Upload one on the Photos page first.",
    /** Where the form itself takes a new photo. */
    emptyWithUpload: "There are no photos in the library yet: upload one just below.",
    uploadLink: "Go to the Photos page",
  },
  /** A new photo uploaded in a story's or a team member's own form; it goes into the library too. */
  inForm: {
    file: (limit: string) => ({
      label: "Or upload a new photo",
      hint: `A JPEG, PNG or WebP photo of up to ${limit}, straight from a phone. It replaces the choice above and goes into the Photos library too.`,
    }),
    alt: {
      label: "What the new photo shows",
      hint: "Only for a new photo, for people who cannot see it, e.g. “Kamala smiling in the garden”. Left empty, their name is used.",
    },
  },
  /** The page a too-large upload gets before the file is even read (server/app.ts). */
  tooLargePage: {
    title: "That photo is too large",
    body: (limit: string) => `The site accepts photos of up to ${limit}. Your file was not uploaded.`,
    several: (most: number, total: string) => `The gallery takes up to ${most} photos at once, ${total} in all: choose fewer photos, and add the rest with a second upload.`,
    howTo: makeSmaller,
    back: "Go back to the page and choose a smaller photo",
  },
} as const;
