// The words of the console's "Site content" page: where the operator finds every part
// of the public site they can change without a developer.
export const consoleContentCopy = {
  nav: "Site content",
  operatorsNav: "Operators",
  title: "Site content",
  intro: "Everything here shows on the public site as soon as you save it. Nothing needs a developer or a restart.",
  sections: [
    { to: "/admin/media", title: "Photos (media library)", text: "Upload photographs once, with a description for people who cannot see them. Use them in the gallery, news posts, stories and the team." },
    { to: "/admin/gallery", title: "Gallery", text: "Choose the photos and videos on the Gallery page, their order and their categories." },
    { to: "/admin/blog", title: "News", text: "Write news posts and articles for the Blog page, save drafts and publish them." },
    { to: "/admin/stories", title: "Members' stories", text: "The stories on the Testimonials page and the first three on the home page." },
    { to: "/admin/team", title: "Our team", text: "The people on the About page, with their roles and photos." },
    { to: "/admin/operators", title: "Operators", text: "Who can log in to this console: add a colleague, reset a password, remove an account." },
  ],
} as const;
