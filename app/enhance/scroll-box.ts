// A table's box that scrolls sideways on a narrow screen (the console's DataTable) is a labelled
// region with tabindex 0, so the keyboard can scroll it; the server cannot know whether it will
// scroll, so it is always a tab stop there. Once scripts run, it is one only while it scrolls.
// Not a reason to load the file: a page loads it for its forms and gets this with them.

export function scrollBoxes(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>("[role=region][tabindex='0']")) {
    if (!box.querySelector(":scope > table")) continue;
    const measure = () => {
      if (box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0;
      else box.removeAttribute("tabindex");
    };
    measure();
    new ResizeObserver(measure).observe(box);
  }
}
